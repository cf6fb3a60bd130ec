#!/usr/bin/env node
// One line naming the machine a run's figures came from: its cores, CPU model and the CPU
// benchmark Lighthouse uses to calibrate its throttling, run here in Node (the same V8 as
// Chromium, but Node's figure reads lower than a page's: compare it only with itself). CI prints
// it under the stage table: a time means something only beside the speed that produced it.
import { cpus } from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const runs = [0, 1, 2].map(() => pageFunctions.computeBenchmarkIndex()).sort((a, b) => a - b);
const cores = cpus();
console.log(
  `Machine: ${cores.length} × ${cores[0]?.model ?? 'CPU'}; Lighthouse's CPU benchmark in Node: ${Math.round(runs[1])}`,
);
