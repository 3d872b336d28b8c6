package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.ClassNameFilter.includeClassNamePatterns;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.launcher.EngineFilter.includeEngines;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.Filter;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** An IDE's "run all tests in package" and the console launcher's --scan-classpath reach the suites. */
class SuiteScanTest {
    private static final Set<String> ENGINE_TEST_SUITES = Set.of(AllInstancesSuite.class.getName(),
            MergeSortAndBridgesSuite.class.getName(), PipelineSuite.class.getName());

    private final Launcher launcher = LauncherFactory.create();

    @Test
    void aPackageSelectorFindsTheSuitesInThatPackage() {
        TestPlan plan = discover(List.of(selectPackage("dev.algoreval.engine")));
        assertThat(suiteClasses(plan)).containsExactlyInAnyOrderElementsOf(ENGINE_TEST_SUITES);
        assertThat(plan.countTestIdentifiers(TestIdentifier::isTest)).isPositive();
    }

    @Test
    void aPackageWithoutSuitesGivesNoTests() {
        assertThat(suiteClasses(discover(List.of(selectPackage("dev.algoreval.engine.report"))))).isEmpty();
    }

    @Test
    void aClasspathRootSelectorFindsTheSuitesUnderThatRoot() throws URISyntaxException {
        Path testClasses = Path.of(AllInstancesSuite.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        TestPlan plan = discover(List.copyOf(selectClasspathRoots(Set.of(testClasses))));
        assertThat(suiteClasses(plan)).containsExactlyInAnyOrderElementsOf(ENGINE_TEST_SUITES);
    }

    @Test
    void aScanHonoursTheRequestsClassNameFilter() {
        TestPlan plan = discover(List.of(selectPackage("dev.algoreval.engine")), includeClassNamePatterns(".*MergeSort.*"));
        assertThat(suiteClasses(plan)).containsExactly(MergeSortAndBridgesSuite.class.getName());
    }

    private TestPlan discover(List<DiscoverySelector> selectors, Filter<?>... filters) {
        return launcher.discover(IsolatedRuns.request()
                .selectors(selectors)
                .filters(includeEngines(Constants.ENGINE_ID))
                .filters(filters)
                .enableImplicitConfigurationParameters(false)
                .build());
    }

    /** The classes of the suite containers, the engine's direct children. */
    private static Set<String> suiteClasses(TestPlan plan) {
        return plan.getRoots().stream().flatMap(engine -> plan.getChildren(engine).stream())
                .map(suite -> suite.getSource().orElseThrow())
                .map(source -> ((ClassSource) source).getClassName())
                .collect(Collectors.toSet());
    }
}
