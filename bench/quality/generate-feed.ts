// `node --import tsx bench/quality/generate-feed.ts [--check]`: writes the awkward feed
// (feed.json, a JSON array of schema.org JobPostings) and its cases (feed-cases.json) beside
// this file, formatted by the project's formatter; --check only says whether the files on disk
// hold what the generator writes.
import { awkwardFeedFiles } from './awkward-feed';
import { writeGenerated } from './write-generated';

writeGenerated(awkwardFeedFiles());
