import type { SearchRequest } from '@/lib/api/schemas';
import { searchParamsOf } from '@/lib/search/search-query';

/** Hidden inputs that carry the rest of the current search through a GET form, minus the fields it sets. */
export function KeptFields({ request, pageSize, omit }: { request: SearchRequest; pageSize: number; omit: readonly string[] }) {
  const params = searchParamsOf({ ...request, after: 0 }, { pageSize });
  return (
    <>
      {[...params.entries()]
        .filter(([name]) => !omit.includes(name))
        .map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
