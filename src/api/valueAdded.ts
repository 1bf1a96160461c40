import { api } from './client.ts';
import type { ValueAddedService } from '../contracts/valueAdded.ts';

/** One value-added subscription of the caller's customers (its maintenance list's row; a renewal's facts). */
export const getValueAddedService = (id: number) => api.get<ValueAddedService>('/api/ValueAdded/Get', { id: String(id) }, { silent: true, noDialog: true });
