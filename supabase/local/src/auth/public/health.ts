// GET /health
import type { ServerResponse } from 'node:http';
import { sendAuthJson } from '../http.ts';

export function health(res: ServerResponse) {
  sendAuthJson(res, 200, {
    version: 'supabase-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}
