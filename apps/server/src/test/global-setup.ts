import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

/** Migrates and seeds one template database per run; each test file clones it. */
export default async function setup(project: TestProject) {
  project.provide('databaseTemplate', await prepareTemplate(process.env.DATABASE_URL));
}
