package dev.algoreval.engine.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The pseudo-model {@code replay}: answers with responses recorded in a JSONL file, one object per
 * line: {@code {"instance": "<instance id>", "response": "<raw model response text>"}} (SPEC §6).
 * Instances without a recorded response are skipped; a later line for the same instance wins.
 */
public final class ReplayModel implements ModelClient {
    public static final String NAME = "replay";

    private final Path file;
    private final Map<String, String> responses;

    private ReplayModel(Path file, Map<String, String> responses) {
        this.file = file;
        this.responses = Map.copyOf(responses);
    }

    /** @throws IllegalArgumentException naming the file and line when the file is missing or malformed */
    public static ReplayModel load(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("replay file " + file.toAbsolutePath() + " does not exist");
        }
        ObjectMapper json = new ObjectMapper();
        Map<String, String> responses = new HashMap<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                JsonNode node;
                try {
                    node = json.readTree(line);
                } catch (com.fasterxml.jackson.core.JacksonException e) {
                    throw new IllegalArgumentException(file + ":" + number + ": not a JSON object: " + e.getOriginalMessage());
                }
                String instance = text(node, "instance", file, number);
                String response = text(node, "response", file, number);
                responses.put(instance, response);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read replay file " + file + ": " + e.getMessage(), e);
        }
        return new ReplayModel(file, responses);
    }

    private static String text(JsonNode node, String field, Path file, int line) {
        JsonNode value = node == null ? null : node.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalArgumentException(file + ":" + line + ": field '" + field + "' must be a string");
        }
        return value.asText();
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
        String response = responses.get(instance.id());
        if (response == null) {
            throw new ModelException("no recorded response for " + instance.id(), null);
        }
        return ModelResponse.of(response);
    }
}
