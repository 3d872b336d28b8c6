package dev.algoreval.engine.discovery;

import dev.algoreval.engine.AlgorevalConfiguration;
import dev.algoreval.engine.AlgorevalSuite;
import dev.algoreval.engine.model.ModelClient;
import dev.algoreval.engine.model.Models;
import java.util.Map;
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
        AlgorevalConfiguration configuration;
        Map<String, ModelClient> models;
        try {
            configuration = AlgorevalConfiguration.from(request.getConfigurationParameters());
            models = Models.create(configuration);
        } catch (IllegalArgumentException e) {
            issues.reportIssue(DiscoveryIssue.create(Severity.ERROR, "AlgoREval configuration: " + e.getMessage()));
            return new EngineDescriptor(engineId, "AlgoREval");
        }
        AlgorevalEngineDescriptor engine = new AlgorevalEngineDescriptor(engineId, configuration, models);
        DiscoveryPlan plan = new DiscoveryPlan(configuration, engineId, issues);
        EngineDiscoveryRequestResolver.<AlgorevalEngineDescriptor>builder()
                .addClassContainerSelectorResolver(c -> c.isAnnotationPresent(AlgorevalSuite.class))
                .addSelectorResolver(context -> new AlgorevalSelectorResolver(plan, engineId))
                .build()
                .resolve(request, engine, issues);
        plan.reportEmptySelections(!engine.getChildren().isEmpty());
        return engine;
    }
}
