package dev.algoreval.dataset;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The benchmark's content: every instance, in a stable order. Immutable once loaded. */
public final class Dataset {
    private final List<Instance> instances;
    private final Map<String, Instance> byId = new LinkedHashMap<>();

    private Dataset(List<Instance> instances) {
        this.instances = List.copyOf(instances);
        instances.forEach(i -> byId.put(i.id(), i));
    }

    /** Loads the dataset bundled with this module. */
    public static Dataset load() {
        return load(Dataset.class.getClassLoader());
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

    public List<Algorithm> algorithms() {
        return instances.stream().map(Instance::algorithm).distinct().toList();
    }
}
