package dev.algoreval.engine.model;

import dev.algoreval.engine.files.FileErrors;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The pseudo-model {@code replay}: answers with responses recorded in a JSONL file, one object per
 * line: {@code {"instance": "<instance id>", "response": "<raw model response text>"}} (SPEC §6).
 * Instances without a recorded response are skipped; an instance recorded twice is an error, since
 * which of the two answers to score would be a guess.
 *
 * <p>A line longer than {@link #MAX_LINE_BYTES} is not read: its instance gets a discarded response
 * (scored {@code no_code} with the reason), so one runaway response costs one test, never the run's
 * memory.
 */
public final class ReplayModel implements ModelClient {
    public static final String NAME = "replay";
    /** Far above any real answer (32,768 tokens are about 130 kB), far below what could strain the heap. */
    static final int MAX_LINE_BYTES = 1 << 20;
    private static final int UNKNOWN_IDS_SHOWN = 5;
    /** Also bounds the instance id of an oversized line, the one string read from it. */
    private static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(MAX_LINE_BYTES).build())
            .build();

    private final Path file;
    private final Map<String, Recorded> responses;

    private record Recorded(String instance, int line, ModelResponse response) {
    }

    private ReplayModel(Path file, Map<String, Recorded> responses) {
        this.file = file;
        this.responses = Map.copyOf(responses);
    }

    /**
     * @throws IllegalArgumentException naming the file (and the lines) when it is missing, unreadable,
     *         empty, malformed, or records an instance twice
     */
    public static ReplayModel load(Path file) {
        Path path = file.toAbsolutePath();
        if (Files.isDirectory(path)) {
            throw new IllegalArgumentException("replay file " + path + " is a directory, not a file");
        }
        if (!Files.exists(path)) {
            throw new IllegalArgumentException("replay file " + path + " does not exist");
        }
        Map<String, Recorded> responses = new HashMap<>();
        try (LineStreams lines = new LineStreams(Files.newInputStream(path))) {
            int number = 0;
            for (LineStreams.Line line = lines.next(); line != null; line = lines.next()) {
                number++;
                Optional<Recorded> recorded = read(line, path, number);
                if (recorded.isPresent()) {
                    Recorded earlier = responses.putIfAbsent(recorded.get().instance(), recorded.get());
                    if (earlier != null) {
                        throw new IllegalArgumentException("replay file " + path + ": instance '" + earlier.instance()
                                + "' is recorded twice, on lines " + earlier.line() + " and " + number
                                + "; keep one answer per instance");
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read replay file " + path + ": " + FileErrors.why(e), e);
        }
        if (responses.isEmpty()) {
            throw new IllegalArgumentException("replay file " + path + " records no responses: it is empty or has only blank lines");
        }
        return new ReplayModel(path, responses);
    }

    /** The line's record, or empty for a blank line. */
    private static Optional<Recorded> read(LineStreams.Line line, Path file, int number) throws IOException {
        byte[] head = line.readNBytes(MAX_LINE_BYTES + 1);
        boolean whole = head.length <= MAX_LINE_BYTES;
        InputStream content = whole ? new ByteArrayInputStream(head)
                : new SequenceInputStream(new ByteArrayInputStream(head), line);
        try (JsonParser parser = JSON.createParser(content)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return Optional.empty();
            }
            if (first != JsonToken.START_OBJECT) {
                throw malformed(file, number, "not a JSON object");
            }
            String instance = null;
            String response = null;
            boolean hasResponse = false;
            for (JsonToken token = parser.nextToken(); token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if (field.equals("instance") || field.equals("response")) {
                    if (value != JsonToken.VALUE_STRING) {
                        throw malformed(file, number, "field '" + field + "' must be a string");
                    }
                    if (field.equals("instance")) {
                        instance = parser.getText();
                    } else {
                        hasResponse = true;
                        // Not asking for the text of an oversized line's response lets the parser skip it unread.
                        response = whole ? parser.getText() : null;
                    }
                } else {
                    parser.skipChildren();
                }
            }
            if (parser.currentToken() != JsonToken.END_OBJECT || parser.nextToken() != null) {
                throw malformed(file, number, "not one JSON object");
            }
            if (instance == null || !hasResponse) {
                throw malformed(file, number, "field '" + (instance == null ? "instance" : "response") + "' must be a string");
            }
            if (whole) {
                return Optional.of(new Recorded(instance, number, ModelResponse.of(response)));
            }
            line.skipRest();
            return Optional.of(new Recorded(instance, number, ModelResponse.discarded("the recorded response (line "
                    + number + " of " + file + ", " + line.length() + " bytes) exceeds the " + (MAX_LINE_BYTES >> 20)
                    + " MiB limit for a response; it was not read")));
        } catch (JacksonException e) {
            throw malformed(file, number, "not a JSON object: " + e.getOriginalMessage());
        }
    }

    private static IllegalArgumentException malformed(Path file, int line, String problem) {
        return new IllegalArgumentException(file + ":" + line + ": " + problem);
    }

    /**
     * A warning listing the recorded instances the dataset does not have (they can never be asked:
     * a typo, or a file from another dataset version), or empty when every one is known.
     */
    public Optional<String> unknownInstances(Set<String> knownIds) {
        List<Recorded> unknown = responses.values().stream().filter(r -> !knownIds.contains(r.instance()))
                .sorted(Comparator.comparingInt(Recorded::line)).toList();
        if (unknown.isEmpty()) {
            return Optional.empty();
        }
        String shown = unknown.stream().limit(UNKNOWN_IDS_SHOWN).map(r -> "line " + r.line() + ": " + r.instance())
                .collect(Collectors.joining(", "));
        return Optional.of("replay file " + file + ": " + unknown.size() + (unknown.size() == 1 ? " line names an instance"
                : " lines name instances") + " not in the dataset, ignored (" + shown
                + (unknown.size() > UNKNOWN_IDS_SHOWN ? ", …" : "") + ")");
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Optional<String> skipReason(Instance instance) {
        return responses.containsKey(instance.id()) ? Optional.empty()
                : Optional.of("no recorded response for " + instance.id() + " in " + file);
    }

    @Override
    public ModelResponse generate(Instance instance, Prompt prompt, int sample) throws ModelException {
        Recorded recorded = responses.get(instance.id());
        if (recorded == null) {
            throw new ModelException("no recorded response for " + instance.id(), null);
        }
        return recorded.response();
    }
}
