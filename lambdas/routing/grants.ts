/** What a route's or a worker's Lambda may do to one resource; absent means no access at all. */
export type Access = 'read' | 'readWrite';

/** The table and bucket access a route-table or worker-table row grants its Lambda. */
export interface DataGrants {
  table?: Access;
  scriptsBucket?: Access;
  documentsBucket?: Access;
}
