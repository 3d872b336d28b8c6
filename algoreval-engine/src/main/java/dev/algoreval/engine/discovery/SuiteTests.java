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
        return walk(id).filter(walk -> walk.missed() == null).map(Walk::reached);
    }

    /**
     * How far an id gets in this suite's tree: {@code reached} is the deepest node it names, {@code missed}
     * the segment after it that names none of that node's children (null when the whole id names a node).
     */
    record Walk(Node reached, UniqueId.Segment missed) {
    }

    /** Empty if the id does not lie in this suite, or the suite selects nothing. */
    Optional<Walk> walk(UniqueId id) {
        if (isEmpty() || !id.hasPrefix(suiteId)) {
            return Optional.empty();
        }
        Node node = new Node(suiteId, 0, null, null, null, -1);
        List<UniqueId.Segment> segments = id.getSegments();
        for (int i = suiteId.getSegments().size(); i < segments.size(); i++) {
            Optional<Node> child = child(node, segments.get(i));
            if (child.isEmpty()) {
                return Optional.of(new Walk(node, segments.get(i)));
            }
            node = child.get();
        }
        return Optional.of(new Walk(node, null));
    }

    /** The segment type a child of the node has, or empty below a test. */
    Optional<String> childType(Node node) {
        return isTest(node) || node.level() + 1 >= Segments.LEVELS.size() ? Optional.empty()
                : Optional.of(Segments.LEVELS.get(node.level() + 1));
    }

    private Optional<Node> child(Node parent, UniqueId.Segment segment) {
        if (!childType(parent).filter(segment.getType()::equals).isPresent()) {
            return Optional.empty();
        }
        UniqueId id = parent.id().append(segment);
        int level = parent.level() + 1;
        String value = segment.getValue();
        return switch (segment.getType()) {
            case Segments.MODEL -> models.contains(value)
                    ? Optional.of(new Node(id, level, value, null, null, -1)) : Optional.empty();
            case Segments.CONDITION -> Optional.ofNullable(roots.get(value))
                    .map(root -> new Node(id, level, parent.model(), Condition.byId(value).orElseThrow(), root, -1));
            case Segments.SAMPLE -> {
                int sample = sampleIndex(value, samples);
                yield sample < 0 ? Optional.empty()
                        : Optional.of(new Node(id, level, parent.model(), parent.condition(), parent.group(), sample));
            }
            default -> Optional.ofNullable(parent.group().children.get(value))
                    .map(group -> new Node(id, level, parent.model(), parent.condition(), group, -1));
        };
    }

    /**
     * The ids of this suite's nodes that have every segment of {@code id} below the suite, in whatever
     * order, and no deeper one: what an id with a segment left out or misplaced was meant to be. Empty if
     * the id has a segment type twice or one that is no level of the tree.
     */
    List<UniqueId> completions(UniqueId id, int limit) {
        Map<String, String> wanted = new LinkedHashMap<>();
        for (UniqueId.Segment segment : id.getSegments().subList(Math.min(suiteId.getSegments().size(),
                id.getSegments().size()), id.getSegments().size())) {
            if (Segments.level(segment.getType()) < 1 || wanted.put(segment.getType(), segment.getValue()) != null) {
                return List.of();
            }
        }
        int depth = wanted.keySet().stream().mapToInt(Segments::level).max().orElse(0);
        List<UniqueId> found = new ArrayList<>();
        if (!isEmpty() && depth > 0) {
            collect(new Node(suiteId, 0, null, null, null, -1), wanted, depth, limit, found);
        }
        return found;
    }

    private void collect(Node node, Map<String, String> wanted, int depth, int limit, List<UniqueId> found) {
        if (found.size() >= limit) {
            return;
        }
        if (node.level() == depth) {
            found.add(node.id());
            return;
        }
        for (UniqueId childId : children(node)) {
            UniqueId.Segment segment = childId.getLastSegment();
            String value = wanted.get(segment.getType());
            if (value == null || value.equals(segment.getValue())) {
                child(node, segment).ifPresent(child -> collect(child, wanted, depth, limit, found));
            }
        }
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
