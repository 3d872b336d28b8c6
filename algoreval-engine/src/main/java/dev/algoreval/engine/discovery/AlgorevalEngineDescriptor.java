package dev.algoreval.engine.discovery;

import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.results.RunManifest;
import dev.algoreval.engine.execution.RunOutputs;
import dev.algoreval.engine.execution.RunResources;
import dev.algoreval.engine.execution.RunVerdict;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.model.ModelClient;
import dev.algoreval.engine.model.ReferenceModel;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.probe.ProbeAlgorithm;
import dev.algoreval.engine.probe.ProbeAlgorithms;
import dev.algoreval.dataset.Representation;
import dev.algoreval.toolchains.SandboxUnavailableException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.function.Supplier;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.opentest4j.AssertionFailedError;

/**
 * The root: holds the configuration read at discovery; before the first test it opens the run's
 * outputs and resources, after the last it records every test that never ran, closes everything and
 * turns the verdict into the engine's own result.
 */
public final class AlgorevalEngineDescriptor extends EngineDescriptor implements AlgorevalNode {
    private final AlgorevalConfiguration configuration;
    private final Map<String, ModelClient> models;
    private final Supplier<String> datasetHash;
    private final Supplier<RunManifest.Selection> selection;
    private volatile boolean suiteSelected;

    public AlgorevalEngineDescriptor(UniqueId uniqueId, AlgorevalConfiguration configuration,
            Map<String, ModelClient> models, Supplier<String> datasetHash, Supplier<RunManifest.Selection> selection) {
        super(uniqueId, "AlgoREval");
        this.datasetHash = datasetHash;
        this.selection = selection;
        this.configuration = configuration;
        this.models = models;
    }

    public AlgorevalConfiguration configuration() {
        return configuration;
    }

    /**
     * A suite was asked for, even if filters left no test in it: the run still happens, clears the
     * output directory and evaluates the gate, which then fails with "no scored test".
     */
    void markSuiteSelected() {
        suiteSelected = true;
    }

    @Override
    public AlgorevalExecutionContext before(AlgorevalExecutionContext context) {
        List<InstanceTestDescriptor> tests = tests();
        if (tests.isEmpty() && !suiteSelected) {
            return context;
        }
        System.out.printf("[algoreval] %d tests, models %s, %d execution threads, %d model requests in flight%n",
                tests.size(), models.keySet(), configuration.parallelism(), configuration.modelOptions().concurrency());
        RunOutputs outputs = RunOutputs.open(configuration, tests.size(), datasetHash.get(), selection.get());
        if (tests.isEmpty()) {
            return context.with(outputs, null);
        }
        Optional<String> cutLadder = configuration.probe().flatMap(plan -> plan.cutLadder(probed(tests)));
        if (cutLadder.isPresent()) {
            outputs.fail("cannot set up the run: " + Constants.PROBE_SIZE_FACTOR + ": " + cutLadder.get());
            return context.with(outputs, null);
        }
        RunResources resources;
        try {
            resources = RunResources.open(configuration, models, outputs.harness(),
                    tests.stream().map(test -> test.instance().language().id()).collect(Collectors.toSet()));
        } catch (SandboxUnavailableException e) {
            outputs.fail("cannot set up the run: " + e.getMessage() + " (" + Constants.SANDBOX
                    + "=none runs generated code without a sandbox: disposable machines only)");
            return context.with(outputs, null);
        } catch (RuntimeException e) {
            outputs.fail("cannot set up the run: " + e.getMessage());
            return context.with(outputs, null);
        }
        // Ask remote models for every selected test now, in execution order, so that answers are
        // ready by the time a worker thread reaches each test.
        tests.forEach(test -> resources.prefetch(test.model(), test.condition(), test.instance(), test.sample()));
        resources.probe().ifPresent(probe -> {
            Map<Boolean, List<Instance>> byReferenceModel = tests.stream().filter(test -> test.condition() == Condition.PLUS)
                    .collect(Collectors.partitioningBy(test -> test.model().equals(ReferenceModel.NAME),
                            Collectors.mapping(InstanceTestDescriptor::instance, Collectors.toList())));
            System.out.println(probe.announce(byReferenceModel.get(false), byReferenceModel.get(true),
                    configuration.parallelism(), configuration.runTimeout()));
        });
        return context.with(outputs, resources);
    }

    @Override
    public void after(AlgorevalExecutionContext context) {
        Optional<RunOutputs> outputs = context.outputs();
        try {
            // Tests under a container that never started (cancellation, fail-fast) got no call of their own.
            outputs.ifPresent(o -> tests().forEach(test -> test.recordNotRun(context,
                    "not run: the run ended before this test started (cancelled, e.g. by fail-fast)")));
        } finally {
            try {
                context.resources().ifPresent(RunResources::close);
            } finally {
                models.values().forEach(ModelClient::close);
                outputs.ifPresent(RunOutputs::close);
            }
        }
        outputs.map(RunOutputs::verdict).filter(RunVerdict::failed).ifPresent(verdict -> {
            // Shown by IDEs and the console launcher; Maven builds also fail on the gate file (see the README).
            if (!verdict.harnessFailures().isEmpty()) {
                throw new AlgorevalRunFailedException(verdict.message().strip());
            }
            throw new AssertionFailedError(verdict.message().strip());
        });
    }

    /** The probe's algorithms among the tests it times (plus), with their representations. */
    private static Map<ProbeAlgorithm, Set<Representation>> probed(List<InstanceTestDescriptor> tests) {
        Map<ProbeAlgorithm, Set<Representation>> probed = new java.util.LinkedHashMap<>();
        tests.stream().filter(test -> test.condition() == Condition.PLUS).map(InstanceTestDescriptor::instance)
                .forEach(instance -> ProbeAlgorithms.of(instance.algorithm().id()).ifPresent(algorithm -> probed
                        .computeIfAbsent(algorithm, a -> java.util.EnumSet.noneOf(Representation.class))
                        .add(instance.representation())));
        return probed;
    }

    private List<InstanceTestDescriptor> tests() {
        return getDescendants().stream().filter(InstanceTestDescriptor.class::isInstance)
                .map(InstanceTestDescriptor.class::cast).toList();
    }
}
