package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import dev.algoreval.engine.discovery.AlgorevalDiscovery;
import dev.algoreval.engine.discovery.AlgorevalEngineDescriptor;
import dev.algoreval.engine.discovery.AlgorevalExecutionContext;
import java.util.function.Predicate;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestEngine;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;
import org.junit.platform.engine.support.hierarchical.ParallelExecutionConfiguration;
import org.junit.platform.engine.support.hierarchical.ParallelHierarchicalTestExecutorServiceFactory;
import org.junit.platform.engine.support.hierarchical.ParallelHierarchicalTestExecutorServiceFactory.ParallelExecutorServiceType;

/**
 * The AlgoREval engine: every benchmark instance is a test (SPEC §5). Discovery builds the tree
 * from the dataset; execution asks the model, runs the program in the sandbox and scores it, with
 * {@code algoreval.parallelism} instances at once.
 */
public final class AlgorevalTestEngine extends HierarchicalTestEngine<AlgorevalExecutionContext> {

    @Override
    public String getId() {
        return Constants.ENGINE_ID;
    }

    @Override
    public java.util.Optional<String> getGroupId() {
        return java.util.Optional.of("dev.algoreval");
    }

    @Override
    public java.util.Optional<String> getArtifactId() {
        return java.util.Optional.of("algoreval-engine");
    }

    @Override
    public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
        return AlgorevalDiscovery.discover(request, uniqueId);
    }

    @Override
    protected AlgorevalExecutionContext createExecutionContext(ExecutionRequest request) {
        return AlgorevalExecutionContext.initial(request.getEngineExecutionListener());
    }

    @Override
    protected HierarchicalTestExecutorService createExecutorService(ExecutionRequest request) {
        // Read at discovery like every key; a run whose configuration was refused has nothing to run.
        int parallelism = request.getRootTestDescriptor() instanceof AlgorevalEngineDescriptor engine
                ? engine.configuration().parallelism() : 1;
        return ParallelHierarchicalTestExecutorServiceFactory.create(ParallelExecutorServiceType.WORKER_THREAD_POOL,
                new FixedParallelism(parallelism));
    }

    /** Exactly {@code n} workers: instances block on compilers and programs, not on each other. */
    private record FixedParallelism(int n) implements ParallelExecutionConfiguration {
        @Override
        public int getParallelism() {
            return n;
        }

        @Override
        public int getMinimumRunnable() {
            return n;
        }

        @Override
        public int getMaxPoolSize() {
            return n + 256;
        }

        @Override
        public int getCorePoolSize() {
            return n;
        }

        @Override
        public int getKeepAliveSeconds() {
            return 30;
        }

        @Override
        public Predicate<? super java.util.concurrent.ForkJoinPool> getSaturatePredicate() {
            return pool -> true;
        }
    }
}
