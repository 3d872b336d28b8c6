package dev.algoreval.engine.config;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The paper's algorithm-level split (§6.3, Table 9): whole algorithms are held out, so no instance of
 * a held-out algorithm (in any language or representation) is ever trained on. Seeded: the same seed
 * and dataset give the same split on every machine.
 */
public record TrainTestSplit(long seed, @JsonProperty("held_out") int heldOut, List<String> train, List<String> test,
        @JsonProperty("train_instances") int trainInstances, @JsonProperty("test_instances") int testInstances) {

    /** The paper holds out 22 algorithms (of its 78 counted; this dataset has 77, so 55 train). */
    public static final int PAPER_HELD_OUT = 22;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public TrainTestSplit {
        train = List.copyOf(train);
        test = List.copyOf(test);
        Set<String> both = new HashSet<>(train);
        both.retainAll(test);
        if (!both.isEmpty()) {
            throw new IllegalArgumentException("algorithms on both sides of the split: " + both);
        }
    }

    public static TrainTestSplit of(Dataset dataset, long seed, int heldOut) {
        List<String> ids = new ArrayList<>(dataset.algorithms().stream().map(Algorithm::id).sorted().toList());
        if (heldOut < 1 || heldOut >= ids.size()) {
            throw new IllegalArgumentException("hold out 1 to " + (ids.size() - 1) + " algorithms, not " + heldOut);
        }
        Collections.shuffle(ids, new Random(seed));
        List<String> test = ids.subList(0, heldOut).stream().sorted().toList();
        List<String> train = ids.subList(heldOut, ids.size()).stream().sorted().toList();
        Set<String> testSet = Set.copyOf(test);
        long testInstances = dataset.instances().stream().filter(i -> testSet.contains(i.algorithm().id())).count();
        return new TrainTestSplit(seed, heldOut, train, test, (int) (dataset.instances().size() - testInstances),
                (int) testInstances);
    }

    public boolean isTraining(Instance instance) {
        return train.contains(instance.algorithm().id());
    }

    public boolean isHeldOut(Instance instance) {
        return test.contains(instance.algorithm().id());
    }

    public void write(Path file) throws IOException {
        dev.algoreval.engine.files.AtomicFiles.write(file, JSON.writeValueAsString(this) + "\n");
    }

    /** @throws IllegalArgumentException naming the file when it is not a split */
    public static TrainTestSplit read(Path file) {
        try {
            return JSON.readValue(file.toFile(), TrainTestSplit.class);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(file + " is not a split written by 'training split': " + e.getMessage(), e);
        }
    }
}
