package dev.algoreval.engine.discovery;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.DatasetException;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.AlgorevalConfiguration;
import dev.algoreval.engine.AlgorevalSuite;
import dev.algoreval.engine.InstanceFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;

/**
 * What discovery works from: the configuration and, loaded only once a suite class is actually
 * selected, the dataset. Answers which instance ids lie under a node of the tree.
 */
final class DiscoveryPlan {
    private final AlgorevalConfiguration configuration;
    private final DiscoveryIssueReporter issues;
    private Dataset dataset;

    DiscoveryPlan(AlgorevalConfiguration configuration, DiscoveryIssueReporter issues) {
        this.configuration = configuration;
        this.issues = issues;
    }

    synchronized Dataset dataset() {
        if (dataset == null) {
            try {
                dataset = Dataset.load();
            } catch (DatasetException e) {
                issues.reportIssue(DiscoveryIssue.create(DiscoveryIssue.Severity.ERROR, "AlgoREval dataset: " + e.getMessage()));
                dataset = Dataset.empty();
            }
            Set<String> known = dataset.algorithms().stream().map(a -> a.id()).collect(Collectors.toSet());
            for (String id : configuration.filter().algorithms()) {
                if (!known.contains(id)) {
                    issues.reportIssue(DiscoveryIssue.create(DiscoveryIssue.Severity.ERROR,
                            "algoreval.algorithms: unknown algorithm id '" + id + "'"));
                }
            }
        }
        return dataset;
    }

    List<String> models() {
        return configuration.models();
    }

    int samples() {
        return configuration.modelOptions().samples();
    }

    boolean selected(Class<?> suiteClass, Instance instance) {
        AlgorevalSuite suite = suiteClass.getAnnotation(AlgorevalSuite.class);
        return configuration.filter().accepts(instance) && InstanceFilter.of(suite).accepts(instance);
    }

    /** The unique ids of every selected test below {@code node} (itself included when it is a test). */
    List<UniqueId> testsUnder(UniqueId engineId, UniqueId node, Class<?> suiteClass) {
        UniqueId suite = Segments.suite(engineId, suiteClass);
        List<UniqueId> ids = new ArrayList<>();
        for (String model : models()) {
            for (Instance instance : dataset().instances()) {
                if (selected(suiteClass, instance)) {
                    for (int sample = 0; sample < samples(); sample++) {
                        UniqueId id = Segments.test(suite, model, instance, sample, samples());
                        if (id.hasPrefix(node)) {
                            ids.add(id);
                        }
                    }
                }
            }
        }
        return ids;
    }
}
