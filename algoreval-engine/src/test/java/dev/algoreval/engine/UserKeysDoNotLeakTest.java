package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mvn test -Dmodel=gpt-oss-20b} at the project root: Surefire makes the user's keys system
 * properties of this JVM too, and the engine's own tests must not see them.
 */
class UserKeysDoNotLeakTest {
    @TempDir
    Path output;

    @Test
    void aUsersModelAndFiltersGivenAsSystemPropertiesDoNotReachTheEnginesOwnTests() {
        List<String> keys = List.of(Constants.MODEL, Constants.LANGUAGES, "algoreval.languagse");
        System.setProperty(Constants.MODEL, "gpt-oss-20b");
        System.setProperty(Constants.LANGUAGES, "cobol");
        System.setProperty("algoreval.languagse", "rust");
        try {
            var discovery = IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class))
                    .configurationParameter(Constants.ALGORITHMS, "merge-sort")
                    .configurationParameter(Constants.OUTPUT, output.toString()).discover();
            assertThat(discovery.getDiscoveryIssues()).isEmpty();
            assertThat(discovery.getEngineDescriptor().getDescendants()).filteredOn(d -> d.isTest()).hasSize(7)
                    .allSatisfy(test -> assertThat(test.getUniqueId().toString()).contains("[model:reference]"));
        } finally {
            keys.forEach(System::clearProperty);
        }
    }

    /** Every run a test starts goes through {@link IsolatedRuns}; a new test that does not would leak again. */
    @Test
    void everyTestStartsItsRunsThroughIsolatedRuns() throws IOException {
        Path sources = Path.of("src/test/java");
        try (Stream<Path> files = Files.walk(sources)) {
            List<Path> leaking = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> !f.getFileName().toString().equals("IsolatedRuns.java"))
                    .filter(f -> {
                        try {
                            String text = Files.readString(f);
                            return text.contains("EngineTestKit" + ".engine(") || text.contains("LauncherDiscoveryRequestBuilder" + ".request(");
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }).toList();
            assertThat(leaking).as("tests that start runs reading system properties").isEmpty();
        }
    }
}
