package dev.algoreval.engine.discovery;

import dev.algoreval.engine.api.Constants;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.config.InstanceFilter;
import dev.algoreval.engine.config.InstanceFilter.Restriction;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.platform.engine.UniqueId;

/**
 * Says why a suite, or a unique id inside one, selects no test: which filters together emptied it
 * (the {@code algoreval.*} keys and the suite's attributes), which one alone selects nothing, or how
 * many instances dropping each one would bring back.
 */
final class EmptySelection {
    private final List<Instance> dataset;
    private final InstanceFilter configuration;

    EmptySelection(List<Instance> dataset, InstanceFilter configuration) {
        this.dataset = dataset;
        this.configuration = configuration;
    }

    /** For a suite whose filters leave no instance of the dataset. */
    String forSuite(Class<?> suiteClass, InstanceFilter suite) {
        return "AlgoREval: suite " + suiteClass.getSimpleName() + " selects no test: "
                + explain(dataset, suite, "");
    }

    /**
     * For a unique id (a re-run) that names no selected test of a suite that selects others: which of its
     * segments did not match, and why.
     */
    String forId(UnmatchedSegment miss, InstanceFilter suite, Collection<String> models, Collection<String> conditions,
            int samples) {
        UniqueId id = miss.id();
        String subject = "AlgoREval: " + id + " selects no test: ";
        UniqueId.Segment segment = miss.segment();
        // At the instance (a test when the run asks one sample) or at the sample level: the run asks no such sample.
        boolean sampleLevel = miss.expectedType().map(Segments.SAMPLE::equals).orElse(true);
        if (segment.getType().equals(Segments.SAMPLE) && sampleLevel) {
            return subject + "this run asks " + Constants.SAMPLES + "=" + samples + ", so it has no sample "
                    + segment.getValue();
        }
        if (miss.misplaced()) {
            return subject + misplaced(miss);
        }
        String value = segment.getValue();
        if (segment.getType().equals(Segments.MODEL)) {
            return subject + "model '" + value + "' is not among this run's models (" + String.join(", ", models)
                    + "); ask for it with -Dmodel=" + value;
        }
        if (segment.getType().equals(Segments.CONDITION) && !conditions.contains(value)) {
            return subject + "condition '" + value + "' is not among this run's conditions ("
                    + String.join(", ", conditions) + "); ask for it with -D" + Constants.CONDITIONS + "=" + value;
        }
        Optional<String> condition = Segments.value(id, Segments.CONDITION);
        if (condition.isPresent() && condition.get().equals("plus")) {
            boolean selectedOtherwise = dataset.stream().filter(within(id))
                    .anyMatch(i -> configuration.accepts(i) && suite.accepts(i));
            if (selectedOtherwise) {
                return subject + "under condition 'plus' only instances with AlgoREval+ hidden tests and a driver "
                        + "for their language run, and none is there";
            }
        }
        List<Instance> under = dataset.stream().filter(within(id)).toList();
        if (under.isEmpty()) {
            return subject + notInDataset(id);
        }
        return subject + explain(under, suite, " there");
    }

    /** A segment of a type the tree does not have at its place: name the one that belongs there. */
    private static String misplaced(UnmatchedSegment miss) {
        String found = UnmatchedSegment.format(miss.segment());
        String after = UnmatchedSegment.format(miss.matched().getLastSegment());
        if (miss.expectedType().isEmpty()) {
            return found + " follows " + after + ", which is a test: nothing lies below it";
        }
        String expected = "[" + miss.expectedType().get() + ":…]";
        String where = miss.skipsALevel()
                ? "it has no " + expected + " segment after " + after + " (" + found + " comes there)"
                : found + " follows " + after + ", where a " + expected + " segment belongs";
        String message = where + "; this run has " + listed(miss.choices()) + " there";
        List<UniqueId> completions = miss.completions();
        if (completions.size() == 1) {
            return message + ". Did you mean " + completions.get(0) + "?";
        }
        if (!completions.isEmpty()) {
            int shown = Math.min(completions.size(), UnmatchedSegment.COMPLETIONS_SHOWN);
            return message + ". Did you mean one of " + completions.subList(0, shown).stream().map(UniqueId::toString)
                    .collect(Collectors.joining(", ")) + (completions.size() > shown ? ", …" : "") + "?";
        }
        return message + ". Segments: " + Segments.LEVELS.stream().map(type -> "[" + type + ":…]")
                .collect(Collectors.joining("/")) + " (the last only with " + Constants.SAMPLES + " above 1)";
    }

    /** The first of the id's language, domain, algorithm and instance segments that the dataset has nothing under. */
    private String notInDataset(UniqueId id) {
        List<UniqueId.Segment> content = id.getSegments().stream().filter(s -> CONTENT.contains(s.getType())).toList();
        for (int i = 0; i < content.size(); i++) {
            List<UniqueId.Segment> prefix = content.subList(0, i + 1);
            if (dataset.stream().noneMatch(instance -> prefix.stream().allMatch(s -> matches(s, instance)))) {
                String missing = UnmatchedSegment.format(content.get(i));
                if (i == 0) {
                    return "the dataset has no " + missing;
                }
                return content.subList(0, i).stream().map(UnmatchedSegment::format).collect(Collectors.joining("/"))
                        + " matched, but the dataset has no " + missing + " there";
            }
        }
        return "the dataset has no instance there";
    }

    private static final List<String> CONTENT = List.of(Segments.LANGUAGE, Segments.DOMAIN, Segments.ALGORITHM,
            Segments.INSTANCE);

    private static String listed(List<String> values) {
        int shown = 8;
        if (values.size() <= shown) {
            return String.join(", ", values);
        }
        return String.join(", ", values.subList(0, shown)) + " and " + (values.size() - shown) + " more";
    }

    /** The instances whose language, domain, algorithm and instance id agree with the id's segments. */
    private static Predicate<Instance> within(UniqueId id) {
        return instance -> id.getSegments().stream().allMatch(segment -> matches(segment, instance));
    }

    private static boolean matches(UniqueId.Segment segment, Instance instance) {
        return switch (segment.getType()) {
            case Segments.LANGUAGE -> segment.getValue().equals(instance.language().id());
            case Segments.DOMAIN -> segment.getValue().equals(instance.domain().id());
            case Segments.ALGORITHM -> segment.getValue().equals(instance.algorithm().id());
            case Segments.INSTANCE -> segment.getValue().equals(instance.id());
            default -> true;
        };
    }

    private record Labelled(String label, Restriction restriction) {
    }

    private String explain(List<Instance> universe, InstanceFilter suite, String where) {
        List<Labelled> keys = configuration.restrictions().stream()
                .map(r -> new Labelled(Constants.PREFIX + r, r)).toList();
        List<Labelled> attributes = suite.restrictions().stream()
                .map(r -> new Labelled("the suite's " + r, r)).toList();
        List<Labelled> all = new ArrayList<>(keys);
        all.addAll(attributes);
        if (all.isEmpty()) {
            return "no instance" + where + " is left to select";
        }
        StringBuilder message = new StringBuilder("no instance" + where + " matches ");
        String keyPhrase = keys.stream().map(Labelled::label).collect(Collectors.joining(" and "));
        String attributePhrase = suite.restrictions().stream().map(Restriction::toString).collect(Collectors.joining(", "));
        if (attributes.isEmpty()) {
            message.append(keyPhrase);
        } else if (keys.isEmpty()) {
            message.append("the suite's ").append(attributePhrase);
        } else {
            message.append(keyPhrase).append(" together with the suite's ").append(attributePhrase);
        }
        message.append('.');
        List<String> alone = all.stream().filter(l -> universe.stream().noneMatch(l.restriction()::accepts))
                .map(l -> l.label() + " alone selects nothing" + where + ".").toList();
        if (!alone.isEmpty()) {
            message.append(' ').append(String.join(" ", alone));
            return message.toString();
        }
        List<String> drops = new ArrayList<>();
        for (Labelled dropped : all) {
            long left = universe.stream()
                    .filter(i -> all.stream().allMatch(l -> l == dropped || l.restriction().accepts(i))).count();
            if (left > 0) {
                drops.add("without " + dropped.label() + ": " + left + (left == 1 ? " instance" : " instances"));
            }
        }
        if (!drops.isEmpty()) {
            String joined = String.join("; ", drops);
            message.append(" Each alone selects some; ").append(joined).append('.');
        }
        return message.toString();
    }
}
