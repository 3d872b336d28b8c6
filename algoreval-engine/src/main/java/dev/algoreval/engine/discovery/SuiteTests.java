package dev.algoreval.engine.discovery;

import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.api.Condition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.descriptor.FilePosition;

/**
 * The tests one suite class selects, indexed like the tree so that each node finds its own children
 * directly: the selected instances of each condition grouped by language, domain and algorithm (in
 * dataset order), with the models above the conditions and the samples below as uniform levels. Built once per suite class, it holds
 * one entry per selected instance, however many models and samples multiply them.
 */
final class SuiteTests {
    private final UniqueId suiteId;
    private final Set<String> models;
    private final int samples;
    /** The selected instances under each condition (a condition may take part of the selection only). */
    private final Map<String, Group> roots = new LinkedHashMap<>();

    /** A language, domain, algorithm or instance group; {@code first} is the first instance in it. */
    static final class Group {
        /** The group's segment value: a language, domain or algorithm id, or the instance id. */
        final String id;
        final Instance first;
        final Map<String, Group> children = new LinkedHashMap<>();
        /**
         * Only at instance level, shared by the tests of every model and sample: where the variant
         * starts in its algorithm.yaml, and the instance's tags.
         */
        TestSource source;
        Set<TestTag> tags;

        private Group(String id, Instance first) {
            this.id = id;
            this.first = first;
        }

        private Group child(String key, Instance instance) {
            return children.computeIfAbsent(key, k -> new Group(k, instance));
        }
    }

    /**
     * A node of the tree: {@code level} indexes {@link Segments#LEVELS}; {@code model} is null at suite
     * level and {@code condition} above condition level; {@code group} is the node's own group (the
     * whole selection at suite and model level, the condition's at condition level);
     * {@code sample} is 0-based and only meaningful at sample level.
     */
    record Node(UniqueId id, int level, String model, Condition condition, Group group, int sample) {
        String value() {
            return id.getLastSegment().getValue();
        }

        Instance instance() {
            return group.first;
        }
    }

    SuiteTests(UniqueId suiteId, List<String> models, int samples, Map<Condition, List<Instance>> selected) {
        this.suiteId = suiteId;
        this.models = new LinkedHashSet<>(models);
        this.samples = samples;
        Map<String, Group> leaves = new LinkedHashMap<>();
        selected.forEach((condition, instances) -> {
            if (instances.isEmpty()) {
                return;
            }
            Group root = roots.computeIfAbsent(condition.id(), id -> new Group(id, instances.get(0)));
            for (Instance instance : instances) {
                Group leaf = root.child(instance.language().id(), instance).child(instance.domain().id(), instance)
                        .child(instance.algorithm().id(), instance).child(instance.id(), instance);
                Group shared = leaves.computeIfAbsent(instance.id(), id -> {
                    leaf.source = source(instance);
                    leaf.tags = instance.tags().stream().filter(TestTag::isValid).map(TestTag::create)
                            .collect(Collectors.toUnmodifiableSet());
                    return leaf;
                });
                leaf.source = shared.source;
                leaf.tags = shared.tags;
            }
        });
    }

    UniqueId suiteId() {
        return suiteId;
    }

    boolean isEmpty() {
        return roots.isEmpty();
    }

    int samples() {
        return samples;
    }

    /** The selected node with this id, if the id lies in this suite and its filters keep it. */
    Optional<Node> find(UniqueId id) {
        List<UniqueId.Segment> segments = id.getSegments();
        if (isEmpty() || !id.hasPrefix(suiteId) || segments.size() - 1 > Segments.LEVELS.size()) {
            return Optional.empty();
        }
        String model = null;
        Condition condition = null;
        Group group = null;
        int sample = -1;
        for (int i = 2; i < segments.size(); i++) {
            UniqueId.Segment segment = segments.get(i);
            int level = i - 1;
            if (!segment.getType().equals(Segments.LEVELS.get(level))) {
                return Optional.empty();
            }
            String value = segment.getValue();
            switch (segment.getType()) {
                case Segments.MODEL -> {
                    if (!models.contains(value)) {
                        return Optional.empty();
                    }
                    model = value;
                }
                case Segments.CONDITION -> {
                    group = roots.get(value);
                    if (group == null) {
                        return Optional.empty();
                    }
                    condition = Condition.byId(value).orElseThrow();
                }
                case Segments.SAMPLE -> {
                    sample = sampleIndex(value, samples);
                    if (sample < 0) {
                        return Optional.empty();
                    }
                }
                default -> {
                    group = group.children.get(value);
                    if (group == null) {
                        return Optional.empty();
                    }
                }
            }
        }
        return Optional.of(new Node(id, segments.size() - 2, model, condition, group, sample));
    }

    /** The ids of the node's children, in dataset order. */
    List<UniqueId> children(Node node) {
        String type = node.level() + 1 < Segments.LEVELS.size() ? Segments.LEVELS.get(node.level() + 1) : "";
        List<UniqueId> children = new ArrayList<>();
        switch (type) {
            case Segments.MODEL -> models.forEach(model -> children.add(node.id().append(type, model)));
            case Segments.CONDITION -> roots.keySet().forEach(condition -> children.add(node.id().append(type, condition)));
            case Segments.SAMPLE -> {
                if (samples > 1) {
                    for (int k = 1; k <= samples; k++) {
                        children.add(node.id().append(type, Integer.toString(k)));
                    }
                }
            }
            case "" -> {
            }
            default -> node.group().children.keySet().forEach(key -> children.add(node.id().append(type, key)));
        }
        return children;
    }

    /** With one sample the instance is the test; with several, each sample below it is. */
    boolean isTest(Node node) {
        int instanceLevel = Segments.level(Segments.INSTANCE);
        return node.level() == instanceLevel + 1 || (node.level() == instanceLevel && samples == 1);
    }

    /** 0-based index of a 1-based sample segment, or -1 when this run asks no such sample. */
    static int sampleIndex(String value, int samples) {
        if (samples == 1 || value.isEmpty() || value.length() > 9 || value.charAt(0) == '0'
                || !value.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        int k = Integer.parseInt(value);
        return k <= samples ? k - 1 : -1;
    }

    static String algorithmFile(Instance instance) {
        return "algoreval/algorithms/" + instance.algorithm().id() + "/algorithm.yaml";
    }

    private static TestSource source(Instance instance) {
        return instance.sourceLine() > 0
                ? ClasspathResourceSource.from(algorithmFile(instance), FilePosition.from(instance.sourceLine()))
                : ClasspathResourceSource.from(algorithmFile(instance));
    }
}
