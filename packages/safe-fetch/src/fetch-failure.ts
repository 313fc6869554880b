/** An expected reason for a fetch to fail: a refused target, a bad redirect, no connection, a bad encoding. */
export class FetchFailure extends Error {
  override name = 'FetchFailure';
}

/** The address policy refused the target (or a redirect's): a private address, or not plain http(s). */
export class TargetRefused extends FetchFailure {
  override name = 'TargetRefused';
}
