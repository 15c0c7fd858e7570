// `node --import tsx bench/quality/generate-search-feed.ts [--check]`: writes the search feed
// (search-feed.json, a JSON array of schema.org JobPostings), its cases (search-feed-cases.json)
// and the search quality queries over both feeds (search-queries.json) beside this file,
// formatted by the project's formatter; --check only says whether the files on disk hold what
// the generator writes.
import { searchFeedFiles } from './search-feed';
import { searchQueryFiles } from './search-queries';
import { writeGenerated } from './write-generated';

writeGenerated({ ...searchFeedFiles(), ...searchQueryFiles() });
