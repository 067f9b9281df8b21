import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './safe-target.ts';

describe('which addresses a webhook may reach', () => {
  it.each([
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
