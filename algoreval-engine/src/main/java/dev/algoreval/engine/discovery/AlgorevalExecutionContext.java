package dev.algoreval.engine.discovery;

import dev.algoreval.engine.execution.RunOutputs;
import dev.algoreval.engine.execution.RunResources;
import java.util.Optional;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/**
 * What every node needs while the run executes. The outputs exist once the engine node started a
 * run; the resources only when they could be set up (a refused sandbox leaves them out, and every
 * test is then recorded as not run).
 */
public final class AlgorevalExecutionContext implements EngineExecutionContext {
    private final EngineExecutionListener listener;
    private final RunOutputs outputs;
    private final RunResources resources;

    private AlgorevalExecutionContext(EngineExecutionListener listener, RunOutputs outputs, RunResources resources) {
        this.listener = listener;
        this.outputs = outputs;
        this.resources = resources;
    }

    public static AlgorevalExecutionContext initial(EngineExecutionListener listener) {
        return new AlgorevalExecutionContext(listener, null, null);
    }

    AlgorevalExecutionContext with(RunOutputs outputs, RunResources resources) {
        return new AlgorevalExecutionContext(listener, outputs, resources);
    }

    EngineExecutionListener listener() {
        return listener;
    }

    Optional<RunOutputs> outputs() {
        return Optional.ofNullable(outputs);
    }

    Optional<RunResources> resources() {
        return Optional.ofNullable(resources);
    }
}
