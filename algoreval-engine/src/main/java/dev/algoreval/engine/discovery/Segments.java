package dev.algoreval.engine.discovery;

import java.util.List;
import java.util.Optional;
import org.junit.platform.engine.UniqueId;

/**
 * The unique-id segments of the test tree, all content-based so that ids survive dataset growth:
 * {@code [engine:algoreval]/[suite:<class>]/[model:<name>]/[condition:<id>]/[language:<id>]/[domain:<id>]/[algorithm:<id>]/[instance:<algorithm/language/representation>]}, then {@code [sample:<k>]} when several samples are asked.
 */
final class Segments {
    static final String SUITE = "suite";
    static final String MODEL = "model";
    static final String CONDITION = "condition";
    static final String LANGUAGE = "language";
    static final String DOMAIN = "domain";
    static final String ALGORITHM = "algorithm";
    static final String INSTANCE = "instance";
    /** Only with {@code algoreval.samples} above 1: the instance becomes a container of its samples. */
    static final String SAMPLE = "sample";

    /** The segment types below the engine, top down: a node's level is its index here. */
    static final List<String> LEVELS = List.of(SUITE, MODEL, CONDITION, LANGUAGE, DOMAIN, ALGORITHM, INSTANCE, SAMPLE);

    private Segments() {
    }

    static UniqueId suite(UniqueId engine, Class<?> suiteClass) {
        return engine.append(SUITE, suiteClass.getName());
    }

    static int level(String type) {
        return LEVELS.indexOf(type);
    }

    static Optional<String> value(UniqueId id, String type) {
        return id.getSegments().stream().filter(s -> s.getType().equals(type)).map(UniqueId.Segment::getValue).findFirst();
    }
}
