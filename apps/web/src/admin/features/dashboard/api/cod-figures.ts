import type { CodFigures } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey } from '../../../lib/api-client';

export const useCodFigures = () => useQuery(adminKey('cod-figures'), () => adminGet<CodFigures>('/cod/figures'), { staleMs: 60_000 });
