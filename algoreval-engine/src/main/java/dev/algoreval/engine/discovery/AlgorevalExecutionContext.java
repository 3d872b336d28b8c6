package dev.algoreval.engine.discovery;

import dev.algoreval.engine.execution.RunResources;
import java.util.Optional;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/** What every node needs while the run executes; the resources exist only once the engine node started. */
public final class AlgorevalExecutionContext implements EngineExecutionContext {
    private final EngineExecutionListener listener;
    private final RunResources resources;

    AlgorevalExecutionContext(EngineExecutionListener listener, RunResources resources) {
        this.listener = listener;
        this.resources = resources;
    }

    public static AlgorevalExecutionContext initial(EngineExecutionListener listener) {
        return new AlgorevalExecutionContext(listener, null);
    }

    AlgorevalExecutionContext with(RunResources resources) {
        return new AlgorevalExecutionContext(listener, resources);
    }

    EngineExecutionListener listener() {
        return listener;
    }

    RunResources resources() {
        return Optional.ofNullable(resources).orElseThrow(() -> new IllegalStateException("run not started"));
    }

    Optional<RunResources> startedResources() {
        return Optional.ofNullable(resources);
    }
}
