package dev.algoreval.engine.discovery;

import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.config.Shard;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * What reports and IDE trees call a run's suites and tests.
 *
 * <p>Maven Surefire (3.5) writes a test of this engine, which has no method source, under its display
 * name, and gives it as {@code classname} the legacy reporting name of the nearest container with a
 * class source, the suite; its HTML report groups tests by that {@code classname}. A suite's XML file
 * holds every model and condition of the run, so a test's name carries the model and the condition
 * whenever the run has more than one of them (otherwise names repeat), and a sharded run's suite carries
 * its shard, so that the shards' files rendered together by {@code surefire-report:report-only} stay
 * apart. A run with one model and one condition keeps the bare instance ids.
 */
final class TestNames {
    private final boolean severalModels;
    private final boolean severalConditions;
    private final Optional<Shard> shard;

    TestNames(boolean severalModels, boolean severalConditions, Optional<Shard> shard) {
        this.severalModels = severalModels;
        this.severalConditions = severalConditions;
        this.shard = shard;
    }

    static TestNames of(AlgorevalConfiguration configuration) {
        return new TestNames(new LinkedHashSet<>(configuration.models()).size() > 1,
                new LinkedHashSet<>(configuration.conditions()).size() > 1, configuration.shard());
    }

    /** The suite in an IDE or console tree: its simple class name, with the shard when sharded. */
    String suiteDisplayName(Class<?> suiteClass) {
        return suiteClass.getSimpleName() + shardLabel();
    }

    /** The suite in Surefire's XML ({@code classname} of its tests) and HTML: its class name, with the shard when sharded. */
    String suiteReportingName(Class<?> suiteClass) {
        return suiteClass.getName() + shardLabel();
    }

    /**
     * A test: the instance id, then in brackets what the run varies besides it, e.g.
     * {@code dijkstra/rust/adj_list [gpt-oss-20b, plus, sample 2]}.
     *
     * @param sample 1-based, or 0 when the run asks one sample per instance (the instance is the test)
     */
    String test(String instanceId, String model, Condition condition, int sample) {
        List<String> labels = new ArrayList<>();
        if (severalModels) {
            labels.add(model);
        }
        if (severalConditions) {
            labels.add(condition.id());
        }
        if (sample > 0) {
            labels.add("sample " + sample);
        }
        return labels.isEmpty() ? instanceId : instanceId + " [" + String.join(", ", labels) + "]";
    }

    private String shardLabel() {
        return shard.map(s -> " [shard " + s + "]").orElse("");
    }
}
