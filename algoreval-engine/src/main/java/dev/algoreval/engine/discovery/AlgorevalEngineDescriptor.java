package dev.algoreval.engine.discovery;

import dev.algoreval.engine.AlgorevalConfiguration;
import dev.algoreval.engine.execution.RunResources;
import dev.algoreval.engine.model.ModelClient;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.opentest4j.AssertionFailedError;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;

/**
 * The root: holds the configuration read at discovery, and sets the run's resources up before the
 * first instance and tears them down (results, summary table) after the last.
 */
public final class AlgorevalEngineDescriptor extends EngineDescriptor implements AlgorevalNode {
    private final AlgorevalConfiguration configuration;
    private final Map<String, ModelClient> models;

    public AlgorevalEngineDescriptor(UniqueId uniqueId, AlgorevalConfiguration configuration,
            Map<String, ModelClient> models) {
        super(uniqueId, "AlgoREval");
        this.configuration = configuration;
        this.models = models;
    }

    @Override
    public AlgorevalExecutionContext before(AlgorevalExecutionContext context) {
        if (getChildren().isEmpty()) {
            return context;
        }
        List<InstanceTestDescriptor> tests = getDescendants().stream()
                .filter(InstanceTestDescriptor.class::isInstance)
                .map(InstanceTestDescriptor.class::cast)
                .toList();
        RunResources resources = new RunResources(configuration, models, tests.size());
        // Ask remote models for every selected test now, in execution order, so that answers are
        // ready by the time a worker thread reaches each test.
        tests.forEach(test -> resources.prefetch(test.model(), test.instance(), test.sample()));
        return context.with(resources);
    }

    @Override
    public void after(AlgorevalExecutionContext context) {
        Optional<RunResources> resources = context.startedResources();
        resources.ifPresent(RunResources::close);
        List<String> misses = resources.map(RunResources::gateMisses).orElse(List.of());
        if (!misses.isEmpty()) {
            // Shown by IDEs and the console launcher; Maven builds also fail on the gate file (see the README).
            throw new AssertionFailedError("AlgoREval gate missed: " + String.join("; ", misses));
        }
    }
}
