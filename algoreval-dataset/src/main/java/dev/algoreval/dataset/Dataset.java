package dev.algoreval.dataset;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The benchmark's content: every instance, in a stable order. Immutable once loaded. */
public final class Dataset {
    private final List<Instance> instances;
    private final Map<String, Instance> byId = new LinkedHashMap<>();
    private String contentHash;

    private Dataset(List<Instance> instances) {
        this.instances = List.copyOf(instances);
        instances.forEach(i -> byId.put(i.id(), i));
    }

    /** The bundled dataset: its resources cannot change while the JVM runs, so it is loaded once. */
    private static volatile Dataset bundled;

    /** The dataset bundled with this module, loaded on first use (a failed load is tried again next time). */
    public static Dataset load() {
        Dataset loaded = bundled;
        if (loaded == null) {
            loaded = load(Dataset.class.getClassLoader());
            bundled = loaded;
        }
        return loaded;
    }

    /** Loads a dataset from the {@code algoreval/} resources visible to the given class loader. */
    public static Dataset load(ClassLoader classLoader) {
        return new Dataset(new DatasetLoader(classLoader).load());
    }

    /** A dataset without instances, for callers that report a loading problem and carry on. */
    public static Dataset empty() {
        return new Dataset(List.of());
    }

    public List<Instance> instances() {
        return instances;
    }

    public Optional<Instance> instance(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /**
     * SHA-256 of everything that decides what a model is asked and what counts as right: each
     * instance's texts, expected output and reference solution, and the prompt templates. Two runs
     * with the same hash asked the same questions.
     */
    public synchronized String contentHash() {
        if (contentHash == null) {
            try {
                MessageDigest digest = MessageDigest.getInstance("SHA-256");
                for (Instance instance : instances) {
                    Variant v = instance.variant();
                    for (String part : List.of(instance.id(), instance.algorithm().name(), instance.algorithm().title(),
                            String.join("\n", v.requirements()), String.valueOf(v.test()), String.valueOf(v.pythonTest()),
                            String.valueOf(v.input()), instance.expectedOutput(), instance.referenceSolution())) {
                        byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
                        // Length-prefixed so that moving text between two fields changes the hash.
                        digest.update(ByteBuffer.allocate(4).putInt(bytes.length).array());
                        digest.update(bytes);
                    }
                }
                try (InputStream prompts = Dataset.class.getClassLoader().getResourceAsStream(PromptRenderer.FILE)) {
                    if (prompts != null) {
                        digest.update(prompts.readAllBytes());
                    }
                }
                contentHash = HexFormat.of().formatHex(digest.digest());
            } catch (NoSuchAlgorithmException | IOException e) {
                throw new IllegalStateException("cannot hash the dataset", e);
            }
        }
        return contentHash;
    }

    public List<Algorithm> algorithms() {
        return instances.stream().map(Instance::algorithm).distinct().toList();
    }
}
