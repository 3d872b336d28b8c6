package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.launcher.EngineFilter.includeEngines;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** A test's source is the line of algorithm.yaml where its variant begins, so an IDE opens the problem. */
class TestSourceLineTest {
    private final Map<String, List<String>> files = new ConcurrentHashMap<>();

    @Test
    void dijkstraInGoOnAnAdjacencyMatrixPointsAtTheStartOfItsVariant() {
        Instance instance = Dataset.load().instance("dijkstra/go/adj_matrix").orElseThrow();
        assertThat(line("algoreval/algorithms/dijkstra/algorithm.yaml", instance.sourceLine()))
                .isEqualTo("  - representation: adj_matrix");
        TestIdentifier test = tests(discover()).stream().filter(t -> t.getDisplayName().equals("dijkstra/go/adj_matrix"))
                .findFirst().orElseThrow();
        assertThat(test.getSource()).contains(ClasspathResourceSource.from("algoreval/algorithms/dijkstra/algorithm.yaml",
                FilePosition.from(instance.sourceLine())));
    }

    @Test
    void everyTestPointsAtTheLineStartingItsOwnVariant() {
        List<TestIdentifier> tests = tests(discover());
        assertThat(tests).hasSize(Dataset.load().instances().size()).allSatisfy(test -> {
            ClasspathResourceSource source = (ClasspathResourceSource) test.getSource().orElseThrow();
            String[] id = test.getDisplayName().split("/");
            assertThat(source.getClasspathResourceName()).isEqualTo("algoreval/algorithms/" + id[0] + "/algorithm.yaml");
            assertThat(line(source.getClasspathResourceName(), source.getPosition().orElseThrow().getLine()))
                    .as(test.getDisplayName()).matches(" *- representation: " + id[2]);
        });
    }

    private static TestPlan discover() {
        return LauncherFactory.create().discover(IsolatedRuns.request()
                .selectors(selectClass(AllInstancesSuite.class))
                .filters(includeEngines(Constants.ENGINE_ID))
                .enableImplicitConfigurationParameters(false)
                .build());
    }

    private static List<TestIdentifier> tests(TestPlan plan) {
        return plan.getRoots().stream().flatMap(root -> plan.getDescendants(root).stream())
                .filter(TestIdentifier::isTest).toList();
    }

    /** Line {@code number} (1-based) of a classpath resource. */
    private String line(String resource, int number) {
        List<String> lines = files.computeIfAbsent(resource, r -> {
            try (InputStream in = getClass().getClassLoader().getResourceAsStream(r)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(number).isBetween(1, lines.size());
        return lines.get(number - 1);
    }
}
