package dev.algoreval.engine.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.algoreval.engine.files.AtomicFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * {@code run.json}: what a run set out to do and whether it finished, beside its results.jsonl. The shard
 * merge reads it to combine only whole runs of one selection, under one engine build and one dataset:
 * written as {@code running} before the first test and rewritten as {@code finished} or {@code stopped}
 * at the end, so a run that was killed says so.
 *
 * @param shard {@code i/n}, or null for an unsharded run
 * @param selection the digest of everything all shards together select (suites, conditions, instances,
 *        models, samples): equal for every shard of one sharded run
 * @param units instance-condition units over all shards
 * @param tests the tests this run selected (its shard's)
 * @param recorded the tests it recorded a result for, when it ended
 * @param settings what besides the selection changes a score (sandbox, time limits, model settings)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RunManifest(@JsonProperty("format") int format, @JsonProperty("status") String status,
        @JsonProperty("engine_version") String engineVersion, @JsonProperty("dataset_hash") String datasetHash,
        @JsonProperty("shard") String shard, @JsonProperty("selection") String selection,
        @JsonProperty("units") int units, @JsonProperty("tests") int tests, @JsonProperty("recorded") int recorded,
        @JsonProperty("conditions") List<String> conditions, @JsonProperty("models") List<String> models,
        @JsonProperty("samples") int samples, @JsonProperty("settings") Map<String, String> settings) {
    public static final String NAME = "run.json";
    public static final String RUNNING = "running";
    public static final String FINISHED = "finished";
    public static final String STOPPED = "stopped";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** What all shards of one run select together: its digest and size. */
    public record Selection(String digest, int units) {
    }

    /** A run that is starting: {@code running}, nothing recorded yet. */
    public static RunManifest running(String engineVersion, String datasetHash, String shard, Selection selection,
            int tests, List<String> conditions, List<String> models, int samples, Map<String, String> settings) {
        return new RunManifest(1, RUNNING, engineVersion, datasetHash, shard, selection.digest(), selection.units(),
                tests, 0, conditions, models, samples, settings);
    }

    public RunManifest ended(boolean finished, int recorded) {
        return new RunManifest(format, finished ? FINISHED : STOPPED, engineVersion, datasetHash, shard, selection,
                units, tests, recorded, conditions, models, samples, settings);
    }

    public void write(Path directory) throws IOException {
        AtomicFiles.write(directory.resolve(NAME), JSON.writeValueAsString(this) + "\n");
    }

    /** @throws UncheckedIOException when the file cannot be read or is not a manifest */
    public static RunManifest read(Path file) {
        try {
            return JSON.readValue(Files.readString(file), RunManifest.class);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(file + " is not a run manifest: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    public boolean finished() {
        return FINISHED.equals(status);
    }
}
