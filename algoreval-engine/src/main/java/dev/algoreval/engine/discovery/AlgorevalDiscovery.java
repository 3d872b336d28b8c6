package dev.algoreval.engine.discovery;

import dev.algoreval.engine.files.AtomicFiles;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.api.AlgorevalSuite;
import dev.algoreval.engine.model.ModelClient;
import dev.algoreval.engine.model.Models;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.execution.OutputDirectory;
import dev.algoreval.toolchains.CompileCache;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.junit.platform.engine.support.discovery.EngineDiscoveryRequestResolver;

/**
 * Discovery: configuration once, then the selector resolver over the request's selectors. Package,
 * classpath-root and module selectors (an IDE's "run all in package", the console launcher's
 * {@code --scan-classpath}) become class selectors for the {@link AlgorevalSuite} classes found there,
 * honouring the request's class-name filters.
 */
public final class AlgorevalDiscovery {
    private AlgorevalDiscovery() {
    }

    public static TestDescriptor discover(EngineDiscoveryRequest request, UniqueId engineId) {
        DiscoveryIssueReporter issues = DiscoveryIssueReporter.deduplicating(
                DiscoveryIssueReporter.forwarding(request.getDiscoveryListener(), engineId));
        if (!RequestScope.mayReachASuite(request, engineId)) {
            return new EngineDescriptor(engineId, "AlgoREval");
        }
        AlgorevalConfiguration configuration;
        Map<String, ModelClient> models;
        try {
            configuration = AlgorevalConfiguration.from(request.getConfigurationParameters());
            models = Models.create(configuration);
        } catch (IllegalArgumentException e) {
            return refuse(request, issues, engineId, e.getMessage());
        }
        DiscoveryPlan plan = new DiscoveryPlan(configuration, engineId, issues);
        AlgorevalEngineDescriptor engine = new AlgorevalEngineDescriptor(engineId, configuration, models,
                () -> plan.dataset().contentHash(), plan::selection);
        EngineDiscoveryRequestResolver.<AlgorevalEngineDescriptor>builder()
                .addClassContainerSelectorResolver(c -> c.isAnnotationPresent(AlgorevalSuite.class))
                .addSelectorResolver(context -> new AlgorevalSelectorResolver(plan, engineId))
                .build()
                .resolve(request, engine, issues);
        plan.reportEmptySelections(!engine.getChildren().isEmpty());
        if (engine.getChildren().isEmpty() && !plan.anySuiteSelected()) {
            return engine;
        }
        engine.markSuiteSelected();
        Optional<String> outputProblem = OutputDirectory.problem(configuration.outputDirectory())
                .map(problem -> Constants.OUTPUT + ": " + problem).or(() -> compileCacheProblem(configuration));
        if (outputProblem.isPresent()) {
            models.values().forEach(ModelClient::close);
            return refuse(request, issues, engineId, outputProblem.get());
        }
        return engine;
    }

    private static Optional<String> compileCacheProblem(AlgorevalConfiguration configuration) {
        try {
            configuration.compileCache().ifPresent(dir -> CompileCache.open(dir, Constants.COMPILE_CACHE_MAX_BYTES));
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(Constants.COMPILE_CACHE + ": " + e.getMessage() + " (choose another directory, or "
                    + Constants.COMPILE_CACHE + "=off)");
        }
    }

    /**
     * Stops the run before its first test. The build's copy of the gate file says why too, so that a
     * build ignoring test failures still fails on a run that never happened.
     */
    private static TestDescriptor refuse(EngineDiscoveryRequest request, DiscoveryIssueReporter issues, UniqueId engineId,
            String problem) {
        String message = "AlgoREval configuration: " + problem;
        issues.reportIssue(DiscoveryIssue.create(Severity.ERROR, message));
        request.getConfigurationParameters().get(Constants.GATE_FILE).map(String::trim).filter(s -> !s.isEmpty())
                .map(Path::of).ifPresent(file -> {
                    try {
                        AtomicFiles.write(file, "AlgoREval run refused at discovery:\n  " + message + "\n");
                    } catch (IOException e) {
                        System.err.println("[algoreval] cannot write " + file + ": " + e.getMessage());
                    }
                });
        return new EngineDescriptor(engineId, "AlgoREval");
    }

}
