package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/** A run whose filters select no test says which filters emptied it, instead of passing with 0 tests. */
class EmptySelectionTest {
    private static final Dataset DATASET = Dataset.load();
    private static final UniqueId ALL = UniqueId.forEngine(Constants.ENGINE_ID).append("suite", AllInstancesSuite.class.getName());

    private static EngineDiscoveryResults discover(Map<String, String> config, DiscoverySelector... selectors) {
        return IsolatedRuns.engine().selectors(selectors).enableImplicitConfigurationParameters(false)
                .configurationParameters(config).discover();
    }

    private static long count(Predicate<Instance> selected) {
        return DATASET.instances().stream().filter(selected).count();
    }

    private static long tests(EngineDiscoveryResults results) {
        return results.getEngineDescriptor().getDescendants().stream().filter(TestDescriptor::isTest).count();
    }

    private static List<DiscoveryIssue> ours(EngineDiscoveryResults results) {
        return results.getDiscoveryIssues().stream().filter(issue -> issue.message().startsWith("AlgoREval:")).toList();
    }

    @Test
    void aKeyThatExcludesEverythingTheSuiteAllowsIsAWarningNamingBothAndWhatDroppingTheKeyWouldRun() {
        EngineDiscoveryResults results = discover(Map.of(Constants.ALGORITHMS, "kmp"), selectClass(MergeSortAndBridgesSuite.class));
        assertThat(tests(results)).isZero();
        long suiteAlone = count(i -> List.of("merge-sort", "bridge-finding").contains(i.algorithm().id())
                && List.of("default", "edge_list").contains(i.representation().id()));
        assertThat(results.getDiscoveryIssues()).singleElement().satisfies(issue -> {
            assertThat(issue.severity()).isEqualTo(Severity.WARNING);
            assertThat(issue.message()).isEqualTo("AlgoREval: suite MergeSortAndBridgesSuite selects no test: no instance "
                    + "matches algoreval.algorithms=kmp together with the suite's algorithms=bridge-finding,merge-sort, "
                    + "representations=default,edge_list. Each alone selects some; without algoreval.algorithms=kmp: "
                    + suiteAlone + " instances; without the suite's algorithms=bridge-finding,merge-sort: "
                    + count(i -> i.algorithm().id().equals("kmp")) + " instances.");
            assertThat(issue.source()).contains(ClassSource.from(MergeSortAndBridgesSuite.class));
        });
    }

    @Test
    void keysThatTogetherExcludeEverythingAreNamedWithWhatDroppingEachWouldRun() {
        EngineDiscoveryResults results = discover(Map.of(Constants.ALGORITHMS, "kmp", Constants.REPRESENTATIONS, "adj_list"),
                selectClass(AllInstancesSuite.class));
        assertThat(tests(results)).isZero();
        assertThat(results.getDiscoveryIssues()).extracting(DiscoveryIssue::message).containsExactly(
                "AlgoREval: suite AllInstancesSuite selects no test: no instance matches algoreval.algorithms=kmp and "
                        + "algoreval.representations=adj_list. Each alone selects some; without algoreval.algorithms=kmp: "
                        + count(i -> i.representation().id().equals("adj_list")) + " instances; without "
                        + "algoreval.representations=adj_list: 7 instances.");
    }

    @Test
    void aSuiteLeftEmptyWhileAnotherRunsIsOnlyInformation() {
        EngineDiscoveryResults results = discover(Map.of(Constants.ALGORITHMS, "kmp"),
                selectClass(MergeSortAndBridgesSuite.class), selectClass(AllInstancesSuite.class));
        assertThat(tests(results)).isEqualTo(7);
        assertThat(results.getDiscoveryIssues()).singleElement().satisfies(issue -> {
            assertThat(issue.severity()).isEqualTo(Severity.INFO);
            assertThat(issue.message()).startsWith("AlgoREval: suite MergeSortAndBridgesSuite selects no test");
        });
    }

    @Test
    void aReRunOfAContainerThatTheKeysNowExcludeSaysWhichKeyAloneSelectsNothingThere() {
        UniqueId rust = ALL.append("model", "reference").append("condition", "zero-shot").append("language", "rust");
        EngineDiscoveryResults results = discover(Map.of(Constants.LANGUAGES, "python"), selectUniqueId(rust));
        assertThat(tests(results)).isZero();
        // The platform itself fails a run with an unresolvable unique id; the warning says why it is.
        assertThat(results.getDiscoveryIssues()).filteredOn(issue -> issue.severity() == Severity.ERROR)
                .extracting(DiscoveryIssue::message).singleElement().asString().contains(rust.toString(), "could not be resolved");
        assertThat(ours(results)).singleElement().satisfies(issue -> {
            assertThat(issue.severity()).isEqualTo(Severity.WARNING);
            assertThat(issue.message()).isEqualTo("AlgoREval: " + rust + " selects no test: no instance there matches "
                    + "algoreval.languages=python. algoreval.languages=python alone selects nothing there.");
        });
    }

    @Test
    void aReRunForAModelThisRunDoesNotAskSaysSo() {
        UniqueId phi = ALL.append("model", "Phi-4").append("condition", "zero-shot").append("language", "rust");
        assertThat(ours(discover(Map.of(), selectUniqueId(phi)))).extracting(DiscoveryIssue::message)
                .containsExactly("AlgoREval: " + phi + " selects no test: model 'Phi-4' is not among this run's models "
                        + "(reference); ask for it with -Dmodel=Phi-4");
    }

    @Test
    void aReRunForAConditionThisRunDoesNotAskSaysSo() {
        UniqueId plus = ALL.append("model", "reference").append("condition", "plus").append("language", "python");
        assertThat(ours(discover(Map.of(), selectUniqueId(plus)))).extracting(DiscoveryIssue::message)
                .containsExactly("AlgoREval: " + plus + " selects no test: condition 'plus' is not among this run's "
                        + "conditions (zero-shot); ask for it with -Dalgoreval.conditions=plus");
    }

    @Test
    void anIdWithoutItsConditionSegmentNamesTheMissingSegmentAndTheIdItMeant() {
        UniqueId withoutCondition = ALL.append("model", "reference").append("language", "rust").append("domain", "graph")
                .append("algorithm", "dijkstra").append("instance", "dijkstra/rust/adj_list");
        UniqueId meant = ALL.append("model", "reference").append("condition", "zero-shot").append("language", "rust")
                .append("domain", "graph").append("algorithm", "dijkstra").append("instance", "dijkstra/rust/adj_list");
        EngineDiscoveryResults results = discover(Map.of(), selectUniqueId(withoutCondition));
        assertThat(tests(results)).isZero();
        assertThat(ours(results)).extracting(DiscoveryIssue::message).containsExactly("AlgoREval: " + withoutCondition
                + " selects no test: it has no [condition:…] segment after [model:reference] ([language:rust] comes "
                + "there); this run has zero-shot there. Did you mean " + meant + "?");
    }

    @Test
    void withSeveralConditionsTheMessageOffersTheIdUnderEach() {
        UniqueId withoutCondition = ALL.append("model", "reference").append("language", "python").append("domain", "string")
                .append("algorithm", "kmp");
        String message = ours(discover(Map.of(Constants.CONDITIONS, "zero-shot,hint"), selectUniqueId(withoutCondition)))
                .get(0).message();
        assertThat(message).contains("this run has zero-shot, hint there. Did you mean one of "
                + ALL.append("model", "reference").append("condition", "zero-shot").append("language", "python")
                        .append("domain", "string").append("algorithm", "kmp") + ", "
                + ALL.append("model", "reference").append("condition", "hint").append("language", "python")
                        .append("domain", "string").append("algorithm", "kmp") + "?");
    }

    @Test
    void aMisspeltSegmentTypeIsNamedWithTheSegmentsAnIdHas() {
        UniqueId misspelt = ALL.append("model", "reference").append("condition", "zero-shot").append("lang", "rust");
        assertThat(ours(discover(Map.of(), selectUniqueId(misspelt)))).extracting(DiscoveryIssue::message)
                .singleElement().asString().startsWith("AlgoREval: " + misspelt + " selects no test: [lang:rust] follows "
                        + "[condition:zero-shot], where a [language:…] segment belongs; this run has python, c, cpp, java, "
                        + "javascript, rust, go there. Segments: [suite:…]/[model:…]/[condition:…]/[language:…]/");
    }

    @Test
    void aSampleSegmentInTheWrongPlaceIsNamedAsMisplacedNotAsASampleTheRunLacks() {
        UniqueId early = ALL.append("model", "reference").append("condition", "zero-shot").append("sample", "2");
        assertThat(ours(discover(Map.of(Constants.SAMPLES, "3"), selectUniqueId(early)))).extracting(DiscoveryIssue::message)
                .singleElement().asString().startsWith("AlgoREval: " + early + " selects no test: it has no [language:…] "
                        + "segment after [condition:zero-shot] ([sample:2] comes there)");
    }

    @Test
    void aSegmentTheDatasetDoesNotHaveUnderTheOnesBeforeItIsNamed() {
        UniqueId wrongDomain = ALL.append("model", "reference").append("condition", "zero-shot").append("language", "rust")
                .append("domain", "sorting").append("algorithm", "dijkstra");
        assertThat(ours(discover(Map.of(), selectUniqueId(wrongDomain)))).extracting(DiscoveryIssue::message)
                .containsExactly("AlgoREval: " + wrongDomain + " selects no test: [language:rust]/[domain:sorting] "
                        + "matched, but the dataset has no [algorithm:dijkstra] there");
    }

    @Test
    void aSuiteSegmentNamingNoSuiteClassIsNamed() {
        UniqueId elided = UniqueId.forEngine(Constants.ENGINE_ID).append("suite", "…RustBenchmarkTest")
                .append("model", "reference");
        assertThat(ours(discover(Map.of(), selectUniqueId(elided)))).extracting(DiscoveryIssue::message)
                .singleElement().asString().startsWith("AlgoREval: " + elided + " selects no test: [suite:…RustBenchmarkTest] "
                        + "names no class on the test class path");
        UniqueId notASuite = UniqueId.forEngine(Constants.ENGINE_ID).append("suite", EmptySelectionTest.class.getName());
        assertThat(ours(discover(Map.of(), selectUniqueId(notASuite)))).extracting(DiscoveryIssue::message)
                .containsExactly("AlgoREval: " + notASuite + " selects no test: [suite:" + EmptySelectionTest.class.getName()
                        + "] names " + EmptySelectionTest.class.getName() + ", which is not annotated @AlgorevalSuite");
    }

    @Test
    void aSelectionWithTestsReportsNothing() {
        assertThat(discover(Map.of(Constants.ALGORITHMS, "kmp"), selectClass(AllInstancesSuite.class)).getDiscoveryIssues())
                .isEmpty();
    }
}
