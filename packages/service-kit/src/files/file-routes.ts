import type { RequestHandler } from 'express';
import { idParam } from '../path-ids';
import type { SessionUser } from '../session';
import { readUpload, type Upload } from './multipart';
import { sendStoredFile } from './send-file';

/** An upload route (after a guard that sets `req.user`): 201 with what `store` made of the file. */
export const uploadHandler =
  (store: (user: SessionUser, upload: Upload) => Promise<unknown>): RequestHandler =>
  async (req, res) => {
    const upload = await readUpload(req, res);
    res.status(201).json(await store(req.user!, upload));
  };

/** A download route `…/:id` (after a guard that sets `req.user`): the bytes of the file `open` gives the user. */
export const downloadHandler =
  (
    open: (user: SessionUser, id: string) => Promise<{ name: string; contentType: string; bytes: Buffer }>,
  ): RequestHandler =>
  async (req, res) => {
    sendStoredFile(res, await open(req.user!, idParam(req)));
  };
