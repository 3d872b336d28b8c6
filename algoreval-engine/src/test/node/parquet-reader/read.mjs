// Prints a Parquet file as one JSON document, {"schema": [...], "rows": [...]}, read by hyparquet
// (pure JavaScript, written by other people than the Java writer under test), so the test of the
// verl export checks what an independent reader sees, not what the writer believes it wrote.
import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects, toJson } from 'hyparquet'

const file = process.argv[2]
if (!file) {
  console.error('usage: node read.mjs <file.parquet>')
  process.exit(2)
}
const buffer = await asyncBufferFromFile(file)
const metadata = await parquetMetadataAsync(buffer)
const rows = await parquetReadObjects({ file: buffer, metadata })
const schema = metadata.schema.map(element => ({
  name: element.name,
  type: element.type ?? null,
  repetition: element.repetition_type ?? null,
  logical: element.logical_type?.type ?? null,
  children: element.num_children ?? 0,
}))
process.stdout.write(JSON.stringify({ schema, rows: toJson(rows), num_rows: Number(metadata.num_rows) }))
