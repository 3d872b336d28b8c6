package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;
import static org.junit.platform.launcher.EngineFilter.includeEngines;
import static org.junit.platform.launcher.TagFilter.includeTags;

import java.nio.file.Path;
import java.util.List;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.Filter;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** Discovery and selection through the real Launcher, as Surefire and IDEs use it. */
class SelectionTest {
    private final Launcher launcher = LauncherFactory.create();

    @TempDir
    Path output;

    private LauncherDiscoveryRequest request(DiscoverySelector selector, Map<String, String> config, Filter<?>... filters) {
        return request(List.of(selector), config, filters);
    }

    private LauncherDiscoveryRequest request(List<DiscoverySelector> selectors, Map<String, String> config, Filter<?>... filters) {
        return IsolatedRuns.request()
                .selectors(selectors)
                .filters(includeEngines(Constants.ENGINE_ID))
                .filters(filters)
                .configurationParameters(config)
                .configurationParameter(Constants.OUTPUT, output.toString())
                .build();
    }

    private static final Dataset DATASET = Dataset.load();

    private static int count(java.util.function.Predicate<Instance> selected) {
        return (int) DATASET.instances().stream().filter(selected).count();
    }

    private static Set<String> testNames(TestPlan plan) {
        return plan.getRoots().stream().flatMap(root -> plan.getDescendants(root).stream())
                .filter(TestIdentifier::isTest).map(TestIdentifier::getDisplayName).collect(Collectors.toSet());
    }

    @Test
    void discoversEveryInstanceWithContentBasedIdsAndTags() {
        TestPlan plan = launcher.discover(request(selectClass(AllInstancesSuite.class), Map.of()));
        Set<String> names = testNames(plan);
        assertThat(names).hasSize(DATASET.instances().size()).contains("bridge-finding/rust/edge_list", "dijkstra/go/adj_matrix");
        TestIdentifier dijkstra = plan.getRoots().stream().flatMap(r -> plan.getDescendants(r).stream())
                .filter(t -> t.getDisplayName().equals("dijkstra/go/adj_matrix")).findFirst().orElseThrow();
        assertThat(dijkstra.getUniqueIdObject()).isEqualTo(suite().append("model", "reference").append("condition", "zero-shot").append("language", "go")
                .append("domain", "graph").append("algorithm", "dijkstra").append("instance", "dijkstra/go/adj_matrix"));
        assertThat(dijkstra.getTags()).extracting(t -> t.getName())
                .containsExactlyInAnyOrder("go", "graph", "adj_matrix", "dijkstra");
        TestIdentifier algorithm = plan.getParent(dijkstra).orElseThrow();
        assertThat(algorithm.getLegacyReportingName()).isEqualTo("algoreval.go.graph.dijkstra");
    }

    @Test
    void aTagFilterLikeSurefireGroupsKeepsOnlyThatLanguage() {
        TestPlan plan = launcher.discover(request(selectClass(AllInstancesSuite.class), Map.of(), includeTags("rust")));
        assertThat(testNames(plan)).hasSize(count(i -> i.language().id().equals("rust")))
                .allMatch(name -> name.contains("/rust/"));
        TestPlan graphRust = launcher.discover(request(selectClass(AllInstancesSuite.class), Map.of(),
                includeTags("rust & graph")));
        assertThat(testNames(graphRust)).hasSize(count(i -> i.language().id().equals("rust") && i.domain().id().equals("graph")))
                .allMatch(name -> name.contains("/rust/"));
    }

    @Test
    void configurationFiltersNarrowTheInstances() {
        TestPlan plan = launcher.discover(request(selectClass(AllInstancesSuite.class),
                Map.of(Constants.LANGUAGES, "rust")));
        assertThat(testNames(plan)).hasSize(count(i -> i.language().id().equals("rust")))
                .allMatch(name -> name.contains("/rust/"));
        TestPlan two = launcher.discover(request(selectClass(AllInstancesSuite.class),
                Map.of(Constants.ALGORITHMS, "dijkstra, kmp", Constants.REPRESENTATIONS, "adj_list,default")));
        assertThat(testNames(two)).hasSize(7 + 7).allMatch(name -> name.endsWith("/adj_list") || name.startsWith("kmp/"));
    }

    @Test
    void reRunsOneInstanceByItsUniqueId() {
        UniqueId id = suite().append("model", "reference").append("condition", "zero-shot").append("language", "python").append("domain", "string")
                .append("algorithm", "kmp").append("instance", "kmp/python/default");
        Recorder recorder = new Recorder();
        launcher.execute(request(selectUniqueId(id), Map.of()), recorder);
        assertThat(recorder.finished).containsExactly(Map.entry(id.toString(), TestExecutionResult.Status.SUCCESSFUL));
    }

    @Test
    void aContainerIdSelectsEverythingBelowIt() {
        UniqueId id = suite().append("model", "reference").append("condition", "zero-shot").append("language", "javascript").append("domain", "graph");
        TestPlan plan = launcher.discover(request(selectUniqueId(id), Map.of()));
        assertThat(testNames(plan)).hasSize(count(i -> i.language().id().equals("javascript") && i.domain().id().equals("graph")))
                .allMatch(name -> name.contains("/javascript/"));
    }

    @Test
    void aClassAndAUniqueIdInsideItMeetInTheSameDescriptors() {
        UniqueId dijkstra = suite().append("model", "reference").append("condition", "zero-shot").append("language", "go").append("domain", "graph")
                .append("algorithm", "dijkstra").append("instance", "dijkstra/go/adj_matrix");
        TestPlan plan = launcher.discover(request(List.of(selectUniqueId(dijkstra), selectClass(AllInstancesSuite.class)),
                Map.of()));
        List<TestIdentifier> tests = plan.getRoots().stream().flatMap(r -> plan.getDescendants(r).stream())
                .filter(TestIdentifier::isTest).toList();
        assertThat(tests).hasSize(DATASET.instances().size());
        assertThat(tests).extracting(TestIdentifier::getUniqueId).doesNotHaveDuplicates();
    }

    @Test
    void severalSamplesMakeEachInstanceAContainerOfItsSamples() {
        Map<String, String> threeSamples = Map.of(Constants.SAMPLES, "3");
        TestPlan plan = launcher.discover(request(selectClass(MergeSortAndBridgesSuite.class), threeSamples));
        long instances = count(i -> List.of("merge-sort", "bridge-finding").contains(i.algorithm().id())
                && List.of("default", "edge_list").contains(i.representation().id()));
        assertThat(plan.countTestIdentifiers(TestIdentifier::isTest)).isEqualTo(3 * instances);
        UniqueId instance = UniqueId.forEngine(Constants.ENGINE_ID).append("suite", MergeSortAndBridgesSuite.class.getName())
                .append("model", "reference").append("condition", "zero-shot").append("language", "python").append("domain", "sorting")
                .append("algorithm", "merge-sort").append("instance", "merge-sort/python/default");
        TestIdentifier container = plan.getTestIdentifier(instance);
        assertThat(plan.getChildren(container)).extracting(TestIdentifier::getDisplayName).containsExactly(
                "merge-sort/python/default [sample 1]", "merge-sort/python/default [sample 2]",
                "merge-sort/python/default [sample 3]");

        TestPlan second = launcher.discover(request(selectUniqueId(instance.append("sample", "2")), threeSamples));
        assertThat(testNames(second)).containsExactly("merge-sort/python/default [sample 2]");
        // A sample this run does not ask for is unresolvable, which the platform makes a discovery error.
        assertThatThrownBy(() -> launcher.discover(request(selectUniqueId(instance.append("sample", "4")), threeSamples)))
                .hasMessageContaining("[sample:4]] could not be resolved");
    }

    @Test
    void everyModelGetsTheWholeTreeInTheOrderAsked() {
        TestPlan plan = launcher.discover(request(selectClass(MergeSortAndBridgesSuite.class), Map.of(
                Constants.MODEL, "reference,Phi-4", Constants.CHECK_ENDPOINT, "false", Constants.CACHE, "off",
                Constants.BASE_URL, "http://127.0.0.1:9/v1")));
        TestIdentifier suite = plan.getChildren(plan.getRoots().iterator().next()).iterator().next();
        assertThat(plan.getChildren(suite)).extracting(TestIdentifier::getDisplayName).containsExactly("reference", "Phi-4");
        assertThat(plan.countTestIdentifiers(TestIdentifier::isTest)).isEqualTo(2 * count(
                i -> List.of("merge-sort", "bridge-finding").contains(i.algorithm().id())
                        && List.of("default", "edge_list").contains(i.representation().id())));
    }

    @Test
    void withSeveralModelsAndConditionsEachTestNamesItsModelAndCondition() {
        TestPlan plan = launcher.discover(request(selectClass(MergeSortAndBridgesSuite.class), Map.of(
                Constants.MODEL, "reference,Phi-4", Constants.CHECK_ENDPOINT, "false", Constants.CACHE, "off",
                Constants.BASE_URL, "http://127.0.0.1:9/v1", Constants.CONDITIONS, "zero-shot,plus",
                Constants.LANGUAGES, "python", Constants.ALGORITHMS, "merge-sort")));
        assertThat(plan.getRoots().stream().flatMap(r -> plan.getDescendants(r).stream()).filter(TestIdentifier::isTest)
                .map(TestIdentifier::getDisplayName)).containsExactlyInAnyOrder(
                        "merge-sort/python/default [reference, zero-shot]", "merge-sort/python/default [reference, plus]",
                        "merge-sort/python/default [Phi-4, zero-shot]", "merge-sort/python/default [Phi-4, plus]");

        TestPlan samples = launcher.discover(request(selectClass(MergeSortAndBridgesSuite.class), Map.of(
                Constants.CONDITIONS, "zero-shot,plus", Constants.SAMPLES, "2", Constants.LANGUAGES, "python",
                Constants.ALGORITHMS, "merge-sort")));
        assertThat(testNames(samples)).containsExactlyInAnyOrder("merge-sort/python/default [zero-shot, sample 1]",
                "merge-sort/python/default [zero-shot, sample 2]", "merge-sort/python/default [plus, sample 1]",
                "merge-sort/python/default [plus, sample 2]");
    }

    @Test
    void aShardedRunsSuiteCarriesItsShardInItsNames() {
        TestPlan plan = launcher.discover(request(selectClass(MergeSortAndBridgesSuite.class),
                Map.of(Constants.SHARD, "2/4")));
        TestIdentifier suite = plan.getChildren(plan.getRoots().iterator().next()).iterator().next();
        assertThat(suite.getDisplayName()).isEqualTo("MergeSortAndBridgesSuite [shard 2/4]");
        assertThat(suite.getLegacyReportingName()).isEqualTo(MergeSortAndBridgesSuite.class.getName() + " [shard 2/4]");

        TestPlan whole = launcher.discover(request(selectClass(MergeSortAndBridgesSuite.class), Map.of()));
        TestIdentifier unsharded = whole.getChildren(whole.getRoots().iterator().next()).iterator().next();
        assertThat(unsharded.getLegacyReportingName()).isEqualTo(MergeSortAndBridgesSuite.class.getName());
    }

    @Test
    void badConfigurationFailsTheRunWithAMessageNamingTheKey() {
        assertThat(engineFailure(Map.of(Constants.LANGUAGES, "cobol"))).contains("algoreval.languages: unknown id 'cobol'");
        assertThat(engineFailure(Map.of(Constants.MODEL, "replay"))).contains("algoreval.replay");
        assertThat(engineFailure(Map.of(Constants.MODEL, "no-such-model", Constants.BASE_URL, "http://127.0.0.1:9/v1")))
                .contains("cannot reach the model endpoint http://127.0.0.1:9/v1");
        assertThat(engineFailure(Map.of(Constants.MODEL, "Phi-4", Constants.BASE_URL, "not a url")))
                .contains("algoreval.baseUrl must be an http(s) URL");
        assertThat(engineFailure(Map.of(Constants.ALGORITHMS, "quick-sort"))).contains("unknown algorithm id 'quick-sort'");
        assertThat(engineFailure(Map.of(Constants.PARALLELISM, "0"))).contains("algoreval.parallelism");
    }

    private String engineFailure(Map<String, String> config) {
        Recorder recorder = new Recorder();
        launcher.execute(request(selectClass(AllInstancesSuite.class), config), recorder);
        assertThat(recorder.finished).isEmpty();
        return recorder.engineFailure;
    }

    private static UniqueId suite() {
        return UniqueId.forEngine(Constants.ENGINE_ID).append("suite", AllInstancesSuite.class.getName());
    }

    @Test
    void classesWithoutTheAnnotationAreNotOurs() {
        TestPlan plan = launcher.discover(request(selectClass(SelectionTest.class), Map.of()));
        assertThat(testNames(plan)).isEmpty();
    }

    private static final class Recorder implements TestExecutionListener {
        final List<Map.Entry<String, TestExecutionResult.Status>> finished = new java.util.concurrent.CopyOnWriteArrayList<>();
        volatile String engineFailure = "";

        @Override
        public void executionFinished(TestIdentifier id, TestExecutionResult result) {
            if (id.isTest()) {
                finished.add(Map.entry(id.getUniqueId(), result.getStatus()));
            } else if (id.getParentId().isEmpty()) {
                result.getThrowable().ifPresent(t -> engineFailure += stackTraceText(t));
            }
        }

        private static String stackTraceText(Throwable t) {
            java.io.StringWriter text = new java.io.StringWriter();
            t.printStackTrace(new java.io.PrintWriter(text));
            return text.toString();
        }
    }
}
