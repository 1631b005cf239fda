import type { TestProject } from 'vitest/node';
import { ensureDbTemplate } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty SQLite file (journal mode DELETE) that each test app copies. */
    dbTemplate: string;
  }
}

/** Runs once per `vitest run`, before any test file: migrates the template database. */
export default function setup(project: TestProject): void {
  project.provide('dbTemplate', ensureDbTemplate());
}
