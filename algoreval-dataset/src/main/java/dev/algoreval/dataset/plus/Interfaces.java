package dev.algoreval.dataset.plus;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.DatasetException;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.plus.contract.Contract;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The typed interface of each variant, read from {@code algoreval/algorithms/<id>/plus.yaml}. The file
 * sits next to algorithm.yaml rather than inside it so that the paper's problem files, and the
 * prompts built from them, stay exactly as they are; an algorithm without the file has no typed
 * interface yet. Every problem is a {@link DatasetException} naming the file and the field.
 */
public final class Interfaces {
    private static final String ROOT = "algoreval/algorithms/";

    private final Map<String, Api> byVariant;
    private final Map<String, Comparison> comparisons;
    private final Map<String, Contract> contracts;

    private Interfaces(Map<String, Api> byVariant, Map<String, Comparison> comparisons, Map<String, Contract> contracts) {
        this.byVariant = byVariant;
        this.comparisons = comparisons;
        this.contracts = contracts;
    }

    record PlusFile(Map<String, VariantFile> variants) {
    }

    record VariantFile(String function, List<String> functions, @JsonProperty("class") String className,
            List<String> methods, CompareFile compare, List<Object> contract) {
    }

    record CompareFile(List<String> canonical, Double tolerance, String checker) {
    }

    /** The bundled interfaces: like the bundled dataset, read once (discovery and the run both need them). */
    private static volatile Interfaces bundled;

    /** The interfaces of the bundled dataset, read on first use (a failed load is tried again next time). */
    public static Interfaces load() {
        Interfaces loaded = bundled;
        if (loaded == null) {
            loaded = load(Dataset.load(), Interfaces.class.getClassLoader());
            bundled = loaded;
        }
        return loaded;
    }

    public static Interfaces load(Dataset dataset, ClassLoader classLoader) {
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory())
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        Map<String, Api> byVariant = new HashMap<>();
        Map<String, Comparison> comparisons = new HashMap<>();
        Map<String, Contract> contracts = new HashMap<>();
        for (Algorithm algorithm : dataset.algorithms()) {
            String file = ROOT + algorithm.id() + "/plus.yaml";
            try (InputStream in = classLoader.getResourceAsStream(file)) {
                if (in == null) {
                    continue;
                }
                PlusFile plus = yaml.readValue(in, PlusFile.class);
                if (plus == null || plus.variants() == null || plus.variants().isEmpty()) {
                    throw new DatasetException(file, "variants", "is required");
                }
                for (Map.Entry<String, VariantFile> entry : plus.variants().entrySet()) {
                    String at = "variants." + entry.getKey();
                    Representation representation = algorithm.variants().stream().map(Variant::representation)
                            .filter(r -> r.id().equals(entry.getKey())).findFirst()
                            .orElseThrow(() -> new DatasetException(file, at, "algorithm '" + algorithm.id()
                                    + "' has no variant with representation '" + entry.getKey() + "'"));
                    Api api = toApi(file, at, entry.getValue());
                    byVariant.put(key(algorithm.id(), representation), api);
                    contracts.put(key(algorithm.id(), representation), parse(file, at + ".contract",
                            () -> Contract.parse(entry.getValue().contract(), api)));
                    comparisons.put(key(algorithm.id(), representation),
                            toComparison(file, at + ".compare", entry.getValue().compare()));
                }
            } catch (JsonMappingException e) {
                throw new DatasetException(file, DatasetException.fieldPath(e), "malformed: " + e.getOriginalMessage(), e);
            } catch (JacksonException e) {
                throw new DatasetException(file, "(document)", "malformed: " + e.getOriginalMessage(), e);
            } catch (IOException e) {
                throw new DatasetException(file, "cannot be read", e);
            }
        }
        return new Interfaces(byVariant, comparisons, contracts);
    }

    private static Comparison toComparison(String file, String at, CompareFile raw) {
        if (raw == null) {
            return Comparison.EXACT;
        }
        List<String> steps = raw.canonical() == null ? List.of() : raw.canonical();
        for (int i = 0; i < steps.size(); i++) {
            String step = steps.get(i);
            parse(file, at + ".canonical[" + i + "]", () -> Comparison.Canonical.byText(step == null ? "" : step));
        }
        if (raw.checker() != null && !Checkers.exists(raw.checker())) {
            throw new DatasetException(file, at + ".checker", "no checker '" + raw.checker() + "' (expected class "
                    + Checkers.className(raw.checker()) + ")");
        }
        return parse(file, at, () -> new Comparison(steps.stream().map(Comparison.Canonical::byText).toList(),
                raw.tolerance() == null ? Comparison.DEFAULT_TOLERANCE : raw.tolerance(),
                java.util.Optional.ofNullable(raw.checker())));
    }

    private static Api toApi(String file, String at, VariantFile raw) {
        if (raw == null) {
            throw new DatasetException(file, at, "is empty");
        }
        boolean function = raw.function() != null;
        boolean functions = raw.functions() != null;
        boolean cls = raw.className() != null;
        if ((function ? 1 : 0) + (functions ? 1 : 0) + (cls ? 1 : 0) != 1) {
            throw new DatasetException(file, at, "needs exactly one of 'function', 'functions' or 'class'");
        }
        if (!cls && raw.methods() != null) {
            throw new DatasetException(file, at + ".methods", "belongs to a 'class', not to a 'function' or 'functions'");
        }
        if (function) {
            return new Api.Function(parse(file, at + ".function", () -> TypeParser.parseMethod(raw.function())));
        }
        if (functions) {
            List<Method> parsed = new java.util.ArrayList<>();
            for (int i = 0; i < raw.functions().size(); i++) {
                String text = raw.functions().get(i);
                parsed.add(parse(file, at + ".functions[" + i + "]", () -> TypeParser.parseMethod(text == null ? "" : text)));
            }
            return parse(file, at + ".functions", () -> new Api.Functions(parsed));
        }
        if (raw.methods() == null || raw.methods().isEmpty()) {
            throw new DatasetException(file, at + ".methods", "is required for a class");
        }
        for (int i = 0; i < raw.methods().size(); i++) {
            String method = raw.methods().get(i);
            parse(file, at + ".methods[" + i + "]", () -> TypeParser.parseMethod(method == null ? "" : method));
        }
        return parse(file, at + ".class", () -> TypeParser.parseClass(raw.className(), raw.methods()));
    }

    private static <T> T parse(String file, String field, java.util.function.Supplier<T> parser) {
        try {
            return parser.get();
        } catch (IllegalArgumentException e) {
            throw new DatasetException(file, field, e.getMessage(), e);
        }
    }

    private static String key(String algorithmId, Representation representation) {
        return algorithmId + "/" + representation.id();
    }

    public Optional<Api> of(String algorithmId, Representation representation) {
        return Optional.ofNullable(byVariant.get(key(algorithmId, representation)));
    }

    /** How the variant's results are compared ({@link Comparison#EXACT} when plus.yaml declares nothing). */
    public Comparison comparison(String algorithmId, Representation representation) {
        return comparisons.getOrDefault(key(algorithmId, representation), Comparison.EXACT);
    }

    /** The variant's input contract ({@link Contract#NONE} when plus.yaml states none). */
    public Contract contract(String algorithmId, Representation representation) {
        return contracts.getOrDefault(key(algorithmId, representation), Contract.NONE);
    }

    public Optional<Api> of(Instance instance) {
        return of(instance.algorithm().id(), instance.variant().representation());
    }

    /** Every interface, keyed {@code <algorithm-id>/<representation>}, in no particular order. */
    public Map<String, Api> all() {
        return new LinkedHashMap<>(byVariant);
    }
}
