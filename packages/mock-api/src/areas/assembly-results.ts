import { HttpResponse, http } from 'msw';
import type { MockArea } from '../contract';
import { RESULT_URL_PATTERN, resultFile } from '../factories/result-file';

/**
 * The service's temporary result hosts, where the status JSON's upload and result URLs point. Every path answers
 * with a small file made from the path (factories/result-file.ts); the network condition applies as to the API.
 */
export const area: MockArea = ({ send }) => [
  http.get(RESULT_URL_PATTERN, ({ request }) =>
    send(() => {
      const path = new URL(request.url).pathname.slice(1);
      const { body, type } = resultFile(path);
      return new HttpResponse(body, { headers: { 'Content-Type': type, 'Cache-Control': 'no-store' } });
    }),
  ),
];
