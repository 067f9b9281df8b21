/*
 * How an order keeps its pieces (orders.dimension): a parcel's one "L x W x H" in cm, or a Cargo
 * Direct booking's lines "L x W x H x quantity" joined by "; " ("100x60x50x3; 50x40x30x1").
 */

export type PieceLine = { length: number; width: number; height: number; quantity: number };

/** A Cargo Direct booking's lines as the order keeps them. */
export function pieceLinesText(lines: readonly PieceLine[]): string {
  return lines.map((line) => `${line.length}x${line.width}x${line.height}x${line.quantity}`).join('; ');
}

/** How many pieces an order's dimension text holds: each line's quantity (1 when it has none), summed. */
export function pieceCount(dimension: string): number {
  return dimension
    .split(';')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .reduce((sum, line) => sum + (Number(line.split('x')[3]) || 1), 0);
}
