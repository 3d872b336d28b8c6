package dev.algoreval.engine.discovery;

import dev.algoreval.engine.config.NearestId;
import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.DatasetException;
import dev.algoreval.dataset.Hints;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.ablation.AblationInstances;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.api.AlgorevalSuite;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.plus.PlusCoverage;
import dev.algoreval.engine.report.HardSubset;
import dev.algoreval.engine.report.ResultsFormatException;
import dev.algoreval.engine.config.InstanceFilter;
import dev.algoreval.engine.results.RunManifest;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.platform.commons.support.ReflectionSupport;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;

/**
 * What discovery works from: the configuration and, loaded only once a suite class is actually
 * selected, the dataset. Works out each suite's selected tests once ({@link SuiteTests}), checks its
 * attributes, and keeps the explanations of empty selections until the request is resolved.
 */
final class DiscoveryPlan {
    private final AlgorevalConfiguration configuration;
    private final UniqueId engineId;
    private final DiscoveryIssueReporter issues;
    private final TestNames names;
    private final Map<String, Optional<Class<?>>> suiteClasses = new HashMap<>();
    private final Map<Class<?>, Optional<SuiteTests>> suites = new HashMap<>();
    private final List<DiscoveryIssue> emptySelections = new ArrayList<>();
    /** Per sharded suite, which shard runs each of its tests that this shard leaves out. */
    private final Map<Class<?>, ShardSelection> otherShards = new HashMap<>();
    /** Every selected suite's units (suite, condition, instance) before sharding: the same in every shard. */
    private final TreeSet<String> wholeSelection = new TreeSet<>();
    private boolean errors;
    private Dataset dataset;
    private PlusCoverage plusCoverage;
    private HardSubset hardSubset;

    DiscoveryPlan(AlgorevalConfiguration configuration, UniqueId engineId, DiscoveryIssueReporter issues) {
        this.configuration = configuration;
        this.engineId = engineId;
        this.issues = issues;
        this.names = TestNames.of(configuration);
    }

    /** What the run's suites and tests are called in reports and IDE trees. */
    TestNames names() {
        return names;
    }

    Dataset dataset() {
        if (dataset == null) {
            try {
                dataset = Dataset.load();
            } catch (DatasetException e) {
                error(DiscoveryIssue.create(Severity.ERROR, "AlgoREval dataset: " + e.getMessage()));
                dataset = Dataset.empty();
            }
            Set<String> known = algorithmIds();
            for (String id : configuration.filter().algorithms()) {
                if (!known.contains(id)) {
                    error(DiscoveryIssue.create(Severity.ERROR, Constants.ALGORITHMS + ": unknown algorithm id '"
                            + id + "'" + NearestId.to(id, known).map(n -> "; did you mean '" + n + "'?").orElse("")));
                }
            }
        }
        return dataset;
    }

    private void error(DiscoveryIssue issue) {
        errors = true;
        issues.reportIssue(issue);
    }

    private Set<String> algorithmIds() {
        return dataset.algorithms().stream().map(Algorithm::id).collect(Collectors.toCollection(java.util.TreeSet::new));
    }

    /** The suite class a unique id's {@code [suite:<class>]} segment names, if it still is one. */
    Optional<Class<?>> suiteClass(String name) {
        return suiteClasses.computeIfAbsent(name, n -> ReflectionSupport.tryToLoadClass(n).toOptional()
                .filter(c -> c.isAnnotationPresent(AlgorevalSuite.class)));
    }

    /**
     * The tests the suite selects, worked out on first use; empty if its attributes are invalid
     * (reported as an error) or if it selects nothing (explained at the end of discovery).
     */
    Optional<SuiteTests> suite(Class<?> suiteClass) {
        Optional<SuiteTests> tests = suites.get(suiteClass);
        if (tests == null) {
            tests = select(suiteClass);
            suites.put(suiteClass, tests);
        }
        return tests;
    }

    private static boolean allows(java.util.Set<String> languages, Instance instance) {
        return languages.isEmpty() || languages.contains(instance.language().id());
    }

    private Optional<SuiteTests> select(Class<?> suiteClass) {
        AlgorevalSuite annotation = suiteClass.getAnnotation(AlgorevalSuite.class);
        List<Instance> instances = dataset().instances();
        List<String> problems = SuiteValidation.problems(suiteClass, annotation, algorithmIds());
        if (!problems.isEmpty()) {
            problems.forEach(problem -> error(DiscoveryIssue.builder(Severity.ERROR, problem)
                    .source(ClassSource.from(suiteClass)).build()));
            return Optional.empty();
        }
        InstanceFilter suite = InstanceFilter.of(annotation);
        List<Instance> selected = instances.stream()
                .filter(i -> configuration.filter().accepts(i) && suite.accepts(i))
                .filter(i -> hardSubset().map(hard -> hard.instances().contains(i.id())).orElse(true)).toList();
        if (selected.isEmpty()) {
            if (!instances.isEmpty()) {
                emptySelections.add(DiscoveryIssue.builder(Severity.WARNING, emptySelection().forSuite(suiteClass, suite))
                        .source(ClassSource.from(suiteClass)).build());
            }
            return Optional.empty();
        }
        Map<Condition, List<Instance>> byCondition = new java.util.LinkedHashMap<>();
        for (Condition condition : configuration.conditions()) {
            if (condition.ablation().isPresent()) {
                // The ablation's own problems, in the selected languages; algorithm filters name benchmark algorithms.
                byCondition.put(condition, AblationInstances.under(condition.ablation().get()).stream()
                        .filter(i -> allows(configuration.filter().languages(), i) && allows(suite.languages(), i))
                        .toList());
                continue;
            }
            byCondition.put(condition, switch (condition) {
                case PLUS -> selected.stream().filter(plusCoverage()::covers).toList();
                case HINT -> selected.stream().filter(i -> Hints.of(i.algorithm().id()).isPresent()).toList();
                default -> selected;
            });
        }
        if (byCondition.values().stream().allMatch(List::isEmpty)) {
            emptySelections.add(DiscoveryIssue.builder(Severity.WARNING, "none of the " + selected.size()
                    + " selected instances has AlgoREval+ hidden tests and a driver for its language yet, so the "
                    + "condition 'plus' selects nothing").source(ClassSource.from(suiteClass)).build());
            return Optional.empty();
        }
        String suiteName = suiteClass.getName();
        byCondition.forEach((condition, list) -> list.forEach(instance ->
                wholeSelection.add(suiteName + " " + condition.id() + " " + instance.id())));
        if (configuration.shard().isPresent()) {
            ShardSelection sharded = ShardSelection.of(configuration.shard().get(), byCondition);
            otherShards.put(suiteClass, sharded);
            byCondition = sharded.mine();
            if (byCondition.values().stream().allMatch(List::isEmpty)) {
                emptySelections.add(DiscoveryIssue.builder(Severity.WARNING, "AlgoREval: suite "
                        + suiteClass.getSimpleName() + " selects no test in " + Constants.SHARD + "="
                        + configuration.shard().get() + ": its " + sharded.units() + " instance(s) under "
                        + "their conditions are fewer than the shards, and the others took them")
                        .source(ClassSource.from(suiteClass)).build());
                return Optional.empty();
            }
        }
        return Optional.of(new SuiteTests(Segments.suite(engineId, suiteClass), configuration.models(),
                configuration.modelOptions().samples(), byCondition));
    }

    /** The hard subset, measured once per discovery; a results file that cannot be read is an error. */
    private Optional<HardSubset> hardSubset() {
        if (configuration.hardSubsetOf().isEmpty()) {
            return Optional.empty();
        }
        if (hardSubset == null) {
            try {
                hardSubset = HardSubset.of(configuration.hardSubsetOf());
            } catch (ResultsFormatException e) {
                error(DiscoveryIssue.create(Severity.ERROR, Constants.SUBSET_RESULTS + ": " + e.getMessage()));
                hardSubset = new HardSubset(Set.of(), 0);
            }
            if (hardSubset.instances().isEmpty() && !errors) {
                issues.reportIssue(DiscoveryIssue.create(Severity.WARNING, "AlgoREval: " + Constants.SUBSET
                        + "=hard selects nothing: none of the " + hardSubset.measured() + " instances with zero-shot "
                        + "results in " + configuration.hardSubsetOf() + " passes below 25 %"));
            }
        }
        return Optional.of(hardSubset);
    }

    private PlusCoverage plusCoverage() {
        if (plusCoverage == null) {
            plusCoverage = PlusCoverage.load();
        }
        return plusCoverage;
    }

    /**
     * What all shards of this run select together, as a digest of the suites' units, the models and the
     * samples: the shard merge combines only shards that agree on it.
     */
    RunManifest.Selection selection() {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        StringBuilder text = new StringBuilder();
        wholeSelection.forEach(unit -> text.append(unit).append('\n'));
        text.append("models ").append(configuration.models()).append('\n');
        text.append("samples ").append(configuration.modelOptions().samples()).append('\n');
        byte[] hash = digest.digest(text.toString().getBytes(StandardCharsets.UTF_8));
        return new RunManifest.Selection(HexFormat.of().formatHex(hash).substring(0, 16), wholeSelection.size());
    }

    /** Whether any suite class was selected, even one whose filters leave no test. */
    boolean anySuiteSelected() {
        return !suites.isEmpty();
    }

    /** Explains why a unique id inside a suite that selects other tests selects none. */
    void noTestAt(UniqueId id, Class<?> suiteClass, SuiteTests tests, SuiteTests.Walk walk) {
        UnmatchedSegment miss = UnmatchedSegment.of(tests, id, walk);
        // A misplaced segment, or a model or sample this run does not ask, is the better explanation, given below.
        boolean askedHere = !miss.misplaced()
                && Segments.value(id, Segments.MODEL).map(configuration.models()::contains).orElse(true)
                && Segments.value(id, Segments.SAMPLE)
                        .map(k -> SuiteTests.sampleIndex(k, configuration.modelOptions().samples()) >= 0).orElse(true);
        Optional<String> elsewhere = Optional.ofNullable(otherShards.get(suiteClass)).filter(s -> askedHere)
                .flatMap(s -> s.explainAbsent(id));
        if (elsewhere.isPresent()) {
            emptySelections.add(DiscoveryIssue.create(Severity.WARNING, "AlgoREval: " + id + " selects no test: "
                    + elsewhere.get()));
            return;
        }
        InstanceFilter suite = InstanceFilter.of(suiteClass.getAnnotation(AlgorevalSuite.class));
        emptySelections.add(DiscoveryIssue.create(Severity.WARNING, emptySelection().forId(miss, suite,
                configuration.models(), configuration.conditions().stream().map(Condition::id).toList(),
                configuration.modelOptions().samples())));
    }

    /** Explains why a unique id whose {@code [suite:…]} segment names no suite class selects nothing. */
    void noSuiteAt(UniqueId id, String suiteClassName) {
        String suite = UnmatchedSegment.format(UniqueId.root(Segments.SUITE, suiteClassName).getLastSegment());
        String why = ReflectionSupport.tryToLoadClass(suiteClassName).toOptional()
                .map(c -> suite + " names " + c.getName() + ", which is not annotated @" + AlgorevalSuite.class.getSimpleName())
                .orElse(suite + " names no class on the test class path (a suite segment holds the marker class's "
                        + "full name, e.g. [suite:com.example.RustBenchmarkTest])");
        emptySelections.add(DiscoveryIssue.create(Severity.WARNING, "AlgoREval: " + id + " selects no test: " + why));
    }

    private EmptySelection emptySelection() {
        return new EmptySelection(dataset().instances(), configuration.filter());
    }

    /**
     * Reports the empty selections once the request is resolved: a warning when the whole request
     * found no test (the run would pass vacuously), else only information, since running one language
     * through several marker classes leaves the others empty on purpose. Nothing after an error: a
     * mistyped id empties selections too, and the error already fails the run and names it.
     */
    void reportEmptySelections(boolean anyTest) {
        if (errors) {
            emptySelections.clear();
            return;
        }
        for (DiscoveryIssue issue : emptySelections) {
            issues.reportIssue(anyTest ? DiscoveryIssue.builder(Severity.INFO, issue.message()).source(issue.source()).build()
                    : issue);
        }
        emptySelections.clear();
    }
}
