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
import org.junit.platform.testkit.engine.EngineTestKit;

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

    /**
     * Surefire's own discovery of the project's Jupiter tests reads system properties; the engine
     * takes part in it but, with no suite selected, must not read (and refuse) the user's keys.
     */
    @Test
    void aRequestWithoutSuitesIgnoresTheUsersKeys() {
        System.setProperty("algoreval.languagse", "rust");
        try {
            var discovery = EngineTestKit.engine(Constants.ENGINE_ID).enableImplicitConfigurationParameters(true)
                    .selectors(selectClass(UserKeysDoNotLeakTest.class))
                    .discover();
            assertThat(discovery.getDiscoveryIssues()).isEmpty();
            var withSuite = EngineTestKit.engine(Constants.ENGINE_ID).enableImplicitConfigurationParameters(true)
                    .selectors(selectClass(MergeSortAndBridgesSuite.class))
                    .discover();
            assertThat(withSuite.getDiscoveryIssues().toString()).contains("algoreval.languagse: unknown key");
        } finally {
            System.clearProperty("algoreval.languagse");
        }
    }

    /** Every run a test starts goes through {@link IsolatedRuns}; a new test that does not would leak again. */
    @Test
    void everyTestStartsItsRunsThroughIsolatedRuns() throws IOException {
        Path sources = Path.of("src/test/java");
        try (Stream<Path> files = Files.walk(sources)) {
            List<Path> leaking = files.filter(f -> f.toString().endsWith(".java"))
                    // This class reads system properties on purpose, to show what IsolatedRuns prevents.
                    .filter(f -> !List.of("IsolatedRuns.java", "UserKeysDoNotLeakTest.java").contains(f.getFileName().toString()))
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
