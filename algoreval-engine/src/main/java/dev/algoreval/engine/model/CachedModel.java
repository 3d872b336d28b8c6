package dev.algoreval.engine.model;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A content-addressed generation cache in front of a real model: the key hashes everything that
 * determines an answer (model, settings, messages, sample index), so a re-run, or a run resumed after
 * a crash, asks the model only for what it has not answered yet. Each answer is one file, written to
 * a temporary name and moved into place, so a kill at any moment leaves either the whole answer or
 * none. Failures are never cached.
 */
public final class CachedModel implements ModelClient {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private final ModelClient model;
    private final Path directory;

    public CachedModel(ModelClient model, Path directory) {
        this.model = model;
        this.directory = directory;
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
        Path file = directory.resolve(key.substring(0, 2)).resolve(key + ".json");
        Optional<ModelResponse> cached = read(file);
        if (cached.isPresent()) {
            return cached.get();
        }
        ModelResponse response = model.generate(instance, prompt, sample);
        write(file, instance, sample, response);
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

    private static Optional<ModelResponse> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            var node = JSON.readTree(file.toFile());
            Optional<TokenUsage> usage = node.hasNonNull("prompt_tokens")
                    ? Optional.of(new TokenUsage(node.get("prompt_tokens").asLong(), node.get("completion_tokens").asLong()))
                    : Optional.empty();
            return Optional.of(new ModelResponse(node.get("content").asText(),
                    Optional.ofNullable(node.get("reasoning")).filter(n -> !n.isNull()).map(n -> n.asText()), usage,
                    Optional.ofNullable(node.get("finish_reason")).filter(n -> !n.isNull()).map(n -> n.asText()), true));
        } catch (IOException | RuntimeException e) {
            // A damaged entry is asked again rather than trusted.
            return Optional.empty();
        }
    }

    private void write(Path file, Instance instance, int sample, ModelResponse response) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("instance", instance.id());
        entry.put("sample", sample);
        entry.put("provenance", model.provenance());
        entry.put("content", response.content());
        entry.put("reasoning", response.reasoning().orElse(null));
        entry.put("finish_reason", response.finishReason().orElse(null));
        response.usage().ifPresent(u -> {
            entry.put("prompt_tokens", u.prompt());
            entry.put("completion_tokens", u.completion());
        });
        try {
            Files.createDirectories(file.getParent());
            Path temporary = Files.createTempFile(file.getParent(), ".entry-", ".tmp");
            Files.write(temporary, JSON.writeValueAsString(entry).getBytes(StandardCharsets.UTF_8));
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the generation cache entry " + file, e);
        }
    }

    @Override
    public void close() {
        model.close();
    }
}
