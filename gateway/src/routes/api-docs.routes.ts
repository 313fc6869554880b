import path from 'node:path';
import type { Router } from 'express';
import { createOpenApiDocument } from '@lezioni/contracts/openapi';
import { createRouter } from '@lezioni/service-kit';

/** The files of swagger-ui-dist the reference page loads: served from here, as the CSP allows scripts only from 'self'. */
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>lezioni API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// A file, not an inline script: the CSP runs no inline code. No validator: it would send the document elsewhere.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });\n`;

/** The API's OpenAPI document at /api/openapi.json and its browsable reference at /api/docs. */
export function createApiDocsRouter(): Router {
  const router = createRouter();
  const document = createOpenApiDocument();
  const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

  router.get('/api/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(document);
  });
  router.get('/api/docs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(DOCS_PAGE);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('js').send(INIT_SCRIPT);
  });
  router.get('/api/docs/:file', (req, res, next) => {
    if (!SWAGGER_UI_FILES.has(req.params.file)) return next();
    // Unhashed names: revalidated each time, a 304 while the package is the same.
    res.sendFile(path.join(swaggerUiDir, req.params.file), { headers: { 'Cache-Control': 'no-cache' } });
  });
  return router;
}
