package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.engine.scoring.Outcome;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Reads results.jsonl files (written by the engine's ResultsWriter) into runs: one per model and
 * condition in each file, labelled uniquely across all files read together.
 */
public final class ResultsReader {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OUTCOME_IDS =
            Arrays.stream(Outcome.values()).map(Outcome::id).collect(Collectors.joining(", "));

    private ResultsReader() {
    }

    public static List<Run> read(Path file) {
        return readAll(List.of(file));
    }

    /** Reads every file; labels are made unique over all of them (see {@link RunLabels}). */
    public static List<Run> readAll(List<Path> files) {
        List<Run> runs = new ArrayList<>();
        for (Path file : files) {
            runs.addAll(readOne(file));
        }
        return RunLabels.assign(runs);
    }

    private static List<Run> readOne(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new ResultsFormatException(file + ": no such file");
        }
        List<String> warnings = new ArrayList<>();
        Map<String, Map<String, ResultRecord>> byRun = new LinkedHashMap<>();
        boolean completeLastLine = endsWithNewline(file);
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8))) {
            String line;
            int number = 0;
            ResultsFormatException pending = null;
            int pendingLine = 0;
            while ((line = in.readLine()) != null) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                if (pending != null) {
                    throw pending;
                }
                try {
                    ResultRecord r = parse(line, file, number);
                    ResultRecord previous = byRun.computeIfAbsent(r.model() + "\u0000" + r.condition(),
                            k -> new LinkedHashMap<>()).put(r.instance() + "\u0000" + r.sample(), r);
                    if (previous != null) {
                        warnings.add(file + ":" + number + ": " + r.instance() + " sample " + r.sample()
                                + " of " + r.model() + " appears again; the later line wins");
                    }
                } catch (ResultsFormatException e) {
                    // Only a broken line at the very end can be a write that a killed run left half-done.
                    pending = e;
                    pendingLine = number;
                }
            }
            if (pending != null) {
                if (completeLastLine) {
                    throw pending;
                }
                warnings.add(file + ":" + pendingLine
                        + ": skipped a truncated last line (the run was probably stopped while writing it)");
            }
        } catch (IOException e) {
            throw new ResultsFormatException(file + ": cannot read: " + e.getMessage(), e);
        }
        List<Run> runs = new ArrayList<>();
        for (Map<String, ResultRecord> results : byRun.values()) {
            ResultRecord first = results.values().iterator().next();
            runs.add(new Run(first.model(), first.model(), first.condition(), file,
                    new ArrayList<>(results.values()), warnings));
        }
        return runs;
    }

    private static boolean endsWithNewline(Path file) {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            if (raf.length() == 0) {
                return true;
            }
            raf.seek(raf.length() - 1);
            return raf.read() == '\n';
        } catch (IOException e) {
            throw new ResultsFormatException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    static ResultRecord parse(String line, Path file, int number) {
        String where = file + ":" + number + ": ";
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new ResultsFormatException(where + "not valid JSON: " + e.getOriginalMessage(), e);
        }
        if (node == null || !node.isObject()) {
            throw new ResultsFormatException(where + "expected a JSON object, one result per line");
        }
        String outcomeId = node.path("outcome").asText("");
        if (!outcomeId.isEmpty() && Arrays.stream(Outcome.values()).noneMatch(o -> o.id().equals(outcomeId))) {
            throw new ResultsFormatException(where + "unknown outcome '" + outcomeId + "' (expected one of " + OUTCOME_IDS + ")");
        }
        JsonNode sample = node.path("sample");
        if (!sample.isMissingNode() && !sample.canConvertToInt()) {
            throw new ResultsFormatException(where + "'sample' must be an integer, got " + sample);
        }
        try {
            return JSON.treeToValue(node, ResultRecord.class);
        } catch (JsonProcessingException e) {
            Throwable cause = e.getCause() instanceof IllegalArgumentException ? e.getCause() : e;
            String message = cause == e ? e.getOriginalMessage() : cause.getMessage();
            throw new ResultsFormatException(where + message, e);
        }
    }
}
