import type { ErrorCode } from '../../../../../typings/api';

/** A refusal that travels to the caller as `{ ok: false, error: { code, message } }`. */
export class GameError extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
    this.name = 'GameError';
  }
}

export const badRequest = (message: string): GameError => new GameError('BAD_REQUEST', message);
export const illegalMove = (message: string): GameError => new GameError('ILLEGAL_MOVE', message);
