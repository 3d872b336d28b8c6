package dev.algoreval.engine.model;

import dev.algoreval.engine.files.FileErrors;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * A content-addressed generation cache in front of a real model: the key hashes everything that
 * determines an answer (model, settings, messages, sample index), so a re-run, or a run resumed after
 * a crash, asks the model only for what it has not answered yet. Each answer is one file, written to
 * a temporary name and moved into place, so a kill at any moment leaves either the whole answer or
 * none. Failures are never cached, and an entry without content is asked again.
 *
 * <p>The cache never costs an answer: when it cannot be written mid-run (disk full, permissions
 * changed) the answer is returned all the same, one warning says so, and from then on answers are
 * kept in memory only: retrying a failing disk for every answer would repeat the failure, and the
 * warning promises the user exactly one behaviour for the rest of the run.
 */
public final class CachedModel implements ModelClient {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private final ModelClient model;
    private final CacheDirectory directory;
    private final Consumer<String> warnings;
    private final AtomicBoolean diskFailed = new AtomicBoolean();
    private final Map<String, ModelResponse> memory = new ConcurrentHashMap<>();

    /** @throws IllegalArgumentException naming {@code algoreval.cache} when the directory cannot be used */
    public CachedModel(ModelClient model, Path directory) {
        this(model, CacheDirectory.open(directory), warning -> System.err.println("[algoreval] " + warning));
    }

    /** {@code warnings} receives the one warning of a cache that fails mid-run. */
    CachedModel(ModelClient model, CacheDirectory directory, Consumer<String> warnings) {
        this.model = model;
        this.directory = directory;
        this.warnings = warnings;
    }

    @Override
    public String name() {
        return model.name();
    }

    @Override
    public Optional<String> skipReason(Instance instance) {
        return model.skipReason(instance);
    }

    @Override
    public boolean remote() {
        return model.remote();
    }

    @Override
    public Map<String, Object> provenance() {
        return model.provenance();
    }

    @Override
    public ModelResponse generate(Instance instance, Prompt prompt, int sample) throws ModelException {
        String key = key(prompt, sample);
        ModelResponse remembered = memory.get(key);
        if (remembered != null) {
            return remembered;
        }
        Path file = directory.entry(key);
        Optional<ModelResponse> cached = read(file);
        if (cached.isPresent()) {
            return cached.get();
        }
        ModelResponse response = model.generate(instance, prompt, sample);
        store(key, file, instance, sample, response);
        return response;
    }

    /** SHA-256 over the canonical JSON of provenance, messages and sample index. */
    String key(Prompt prompt, int sample) {
        Map<String, Object> identity = new TreeMap<>();
        identity.put("provenance", model.provenance());
        identity.put("system", prompt.system());
        identity.put("user", prompt.user());
        identity.put("sample", sample);
        try {
            byte[] canonical = JSON.writeValueAsBytes(identity);
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(canonical));
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot compute a cache key", e);
        }
    }

    /** The entry's answer, unless it is missing, damaged or without content: those are asked again. */
    private static Optional<ModelResponse> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            JsonNode node = JSON.readTree(file.toFile());
            if (node == null || !node.path("content").isTextual()) {
                return Optional.empty();
            }
            Optional<TokenUsage> usage = node.hasNonNull("prompt_tokens")
                    ? Optional.of(new TokenUsage(node.get("prompt_tokens").asLong(), node.get("completion_tokens").asLong()))
                    : Optional.empty();
            return Optional.of(new ModelResponse(node.get("content").asText(), text(node, "reasoning"), usage,
                    text(node, "finish_reason"), true, text(node, "discarded")));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<String> text(JsonNode node, String field) {
        return Optional.ofNullable(node.get(field)).filter(n -> !n.isNull()).map(JsonNode::asText);
    }

    private void store(String key, Path file, Instance instance, int sample, ModelResponse response) {
        if (!diskFailed.get()) {
            try {
                directory.write(file, JSON.writeValueAsBytes(entry(instance, sample, response)));
                return;
            } catch (IOException | RuntimeException e) {
                if (diskFailed.compareAndSet(false, true)) {
                    warnings.accept("generation cache " + directory.root() + " failed: "
                            + FileErrors.why(e) + "; answers are kept in memory for this run");
                }
            }
        }
        memory.put(key, response.fromCache());
    }

    private Map<String, Object> entry(Instance instance, int sample, ModelResponse response) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("instance", instance.id());
        entry.put("sample", sample);
        entry.put("provenance", model.provenance());
        entry.put("content", response.content());
        entry.put("reasoning", response.reasoning().orElse(null));
        entry.put("finish_reason", response.finishReason().orElse(null));
        response.discarded().ifPresent(reason -> entry.put("discarded", reason));
        response.usage().ifPresent(u -> {
            entry.put("prompt_tokens", u.prompt());
            entry.put("completion_tokens", u.completion());
        });
        return entry;
    }

    @Override
    public void close() {
        model.close();
    }
}
