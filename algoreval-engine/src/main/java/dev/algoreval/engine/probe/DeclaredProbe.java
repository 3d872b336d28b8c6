package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;

/**
 * A probed algorithm assembled from the parts its entry in {@link ProbeAlgorithms} declares: sizes and
 * bounds per regime and representation, how an input of type {@code I} is drawn and answered, and the
 * arguments each representation passes to the program. What sets one algorithm apart is in those
 * parts; this class only puts them behind {@link ProbeAlgorithm}.
 */
final class DeclaredProbe<I extends ProbeInput> extends ProbeAlgorithm {

    /** An input of size n drawn from {@code random}, keeping the prompt's promises. */
    @FunctionalInterface
    interface Draw<I> {
        I draw(int n, Regime regime, Random random);
    }

    private final String id;
    private final Regime.Kind kind;
    private final Class<I> type;
    private final Sizes sizes;
    private final Bounds bounds;
    private final Draw<I> draw;
    private final Function<I, Object> truth;
    private final Map<Representation, Function<I, List<Object>>> arguments;
    private final List<Function<I, Object>> trailing;
    private final Map<Representation, Function<I, List<HiddenTest.Call>>> classApis;
    private final ToLongFunction<I> resultBytes;

    private DeclaredProbe(Builder<I> b) {
        this.id = b.id;
        this.kind = b.kind;
        this.type = b.type;
        this.sizes = Objects.requireNonNull(b.sizes, () -> b.id + " declares no sizes");
        this.bounds = Objects.requireNonNull(b.bounds, () -> b.id + " declares no textbook bound");
        this.draw = Objects.requireNonNull(b.draw, () -> b.id + " declares no input");
        this.truth = Objects.requireNonNull(b.truth, () -> b.id + " declares no expected answer");
        if (b.arguments.isEmpty()) {
            throw new IllegalStateException(b.id + " declares no representation's arguments");
        }
        this.arguments = new EnumMap<>(b.arguments);
        this.trailing = List.copyOf(b.trailing);
        this.classApis = new EnumMap<>(b.classApis);
        this.resultBytes = b.resultBytes;
    }

    /** A probe of graph inputs, timed in the graph regimes. */
    static Builder<ProbeGraph> graphs(String id) {
        return new Builder<>(id, Regime.Kind.GRAPH, ProbeGraph.class);
    }

    /** A probe of other inputs: {@code type} drawn in the regimes of {@code kind}. */
    static <I extends ProbeInput> Builder<I> of(String id, Regime.Kind kind, Class<I> type) {
        return new Builder<>(id, kind, type);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Regime.Kind inputKind() {
        return kind;
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return sizes.of(regime, representation);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return bounds.of(regime, representation);
    }

    @Override
    public I input(int n, Regime regime, Random random) {
        return draw.draw(n, regime, random);
    }

    @Override
    public Object expected(ProbeInput input) {
        return truth.apply(type.cast(input));
    }

    @Override
    public List<Object> args(ProbeInput input, Representation representation) {
        Function<I, List<Object>> encoding = arguments.get(representation);
        if (encoding == null) {
            throw new IllegalArgumentException(id + " has no probe encoding for " + representation.id());
        }
        I typed = type.cast(input);
        List<Object> own = encoding.apply(typed);
        return trailing.isEmpty() ? own : Stream.concat(own.stream(), trailing.stream().map(f -> f.apply(typed))).toList();
    }

    /** A class API: the constructor takes the representation's arguments, then the declared calls; the last one answers. */
    @Override
    public HiddenTest test(String name, ProbeInput input, Representation representation, Object expected) {
        Function<I, List<HiddenTest.Call>> calls = classApis.get(representation);
        if (calls == null) {
            return super.test(name, input, representation, expected);
        }
        return HiddenTest.construct(name, args(input, representation), calls.apply(type.cast(input)), List.of(expected));
    }

    @Override
    public long estimatedResultBytes(ProbeInput input) {
        return resultBytes == null ? super.estimatedResultBytes(input) : resultBytes.applyAsLong(type.cast(input));
    }

    /** One entry of the table, part by part; {@link ProbeAlgorithms} builds it. */
    static final class Builder<I extends ProbeInput> {
        private final String id;
        private final Regime.Kind kind;
        private final Class<I> type;
        private Sizes sizes;
        private Bounds bounds;
        private Draw<I> draw;
        private Function<I, Object> truth;
        private final Map<Representation, Function<I, List<Object>>> arguments = new EnumMap<>(Representation.class);
        private final List<Function<I, Object>> trailing = new ArrayList<>();
        private final Map<Representation, Function<I, List<HiddenTest.Call>>> classApis = new EnumMap<>(Representation.class);
        private ToLongFunction<I> resultBytes;

        private Builder(String id, Regime.Kind kind, Class<I> type) {
            this.id = id;
            this.kind = kind;
            this.type = type;
        }

        Builder<I> sizes(Sizes sizes) {
            this.sizes = sizes;
            return this;
        }

        Builder<I> textbook(Bounds bounds) {
            this.bounds = bounds;
            return this;
        }

        Builder<I> input(Draw<I> draw) {
            this.draw = draw;
            return this;
        }

        /** The right answer, JSON-shaped as the interface returns it, from an independent implementation. */
        Builder<I> expected(Function<I, Object> truth) {
            this.truth = truth;
            return this;
        }

        /** The interface's arguments, one encoding per representation; a representation declared nowhere is not encoded. */
        @SafeVarargs
        final Builder<I> args(Encoding<I>... encodings) {
            for (Encoding<I> encoding : encodings) {
                arguments.put(encoding.representation(), encoding.arguments());
            }
            return this;
        }

        /** Arguments that follow the input in every representation: a source vertex, a sink, a trial count. */
        @SafeVarargs
        final Builder<I> followedBy(Function<I, Object>... more) {
            trailing.addAll(List.of(more));
            return this;
        }

        /**
         * In this representation the interface is a class: its constructor takes the representation's
         * arguments, then these calls run, and the last one's result is the answer.
         */
        Builder<I> classApi(Representation representation, Function<I, List<HiddenTest.Call>> calls) {
            classApis.put(representation, calls);
            return this;
        }

        /** About how many bytes of result text the driver writes, where that is more than a number (a matrix, a walk). */
        Builder<I> resultBytes(ToLongFunction<I> estimate) {
            this.resultBytes = estimate;
            return this;
        }

        DeclaredProbe<I> build() {
            return new DeclaredProbe<>(this);
        }
    }
}
