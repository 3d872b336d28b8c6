package dev.algoreval.dataset.plus.gen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Variant;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The image oracles reproduce each prompt's own worked example (algorithm.yaml's input and expected
 * output, which the references also print), so the hidden tests' expected results rest on two
 * independent routes agreeing; plus the rounding and tie details the examples do not reach.
 */
class ImageOraclesTest {
    private static final List<Algorithm> ALGORITHMS = Dataset.load().algorithms();

    @Test
    void everyFilterOracleReproducesItsPromptsExample() {
        assertExample("box-blur", BoxBlurPlusTests::boxBlur);
        assertExample("gaussian-blur", GaussianBlurPlusTests::gaussianBlur);
        assertExample("median-filter", MedianFilterPlusTests::medianFilter);
        assertExample("prewitt-edge", PrewittEdgePlusTests::prewittEdge);
        assertExample("sobel-edge", SobelEdgePlusTests::sobelEdge);
        assertExample("rotate-90", Rotate90PlusTests::rotateClockwise);
        assertExample("rotate-180", Rotate180PlusTests::rotateHalfTurn);
        assertExample("histogram-equalization", HistogramEqualizationPlusTests::equalize);
    }

    @Test
    void convolutionOracleReproducesItsPromptsExample() {
        Variant variant = variant("convolution-2d");
        int[][] out = Convolution2dPlusTests.convolve(grid(variant.input().get("image")), grid(variant.input().get("kernel")));
        assertThat(lines(out)).isEqualTo(variant.expected());
    }

    @Test
    void otsuOracleReproducesItsPromptsThreshold() {
        Variant variant = variant("otsu-threshold");
        int t = OtsuThresholdPlusTests.otsu(new ImageGrid("example", grid(variant.input().get("image"))));
        assertThat(variant.expected()).startsWith(t + "\n");
    }

    @Test
    void otsuTiesAndTwoValuedImagesGiveTheSmallestThreshold() {
        // {0} | {1, 2} and {0, 1} | {2} both have between-class variance 1/3 · 2/3 · (3/2)^2 = 1/2.
        assertThat(OtsuThresholdPlusTests.otsu(new ImageGrid("tie", new int[][] {{2, 0, 1}}))).isZero();
        assertThat(OtsuThresholdPlusTests.otsu(new ImageGrid("two", new int[][] {{200, 100}}))).isEqualTo(100);
        assertThat(OtsuThresholdPlusTests.otsu(new ImageGrid("top", new int[][] {{255, 254}}))).isEqualTo(254);
    }

    @Test
    void nearestSquareRootRoundsAtTheHalfwayPointBetweenSquares() {
        // sqrt(r^2 + r) < r + 1/2 < sqrt(r^2 + r + 1): the last value rounding down, the first rounding up.
        for (long r = 0; r < 2000; r++) {
            assertThat(SobelEdgePlusTests.nearestSquareRoot(r * r + r)).as("s = %d", r * r + r).isEqualTo(r);
            assertThat(SobelEdgePlusTests.nearestSquareRoot(r * r + r + 1)).as("s = %d", r * r + r + 1).isEqualTo(r + 1);
        }
        assertThat(SobelEdgePlusTests.nearestSquareRoot(128)).isEqualTo(11); // 8 sqrt 2 = 11.31
        assertThat(SobelEdgePlusTests.nearestSquareRoot(32)).isEqualTo(6); // 4 sqrt 2 = 5.66
    }

    @Test
    void histogramEqualizationRoundsHalvesUp() {
        assertThat(HistogramEqualizationPlusTests.equalize(new ImageGrid("127.5", new int[][] {{30, 10, 20}})))
                .isEqualTo(new int[][] {{255, 0, 128}});
        assertThat(HistogramEqualizationPlusTests.equalize(new ImageGrid("42.5", new int[][] {{200, 90, 200, 200, 60, 200, 200}})))
                .isEqualTo(new int[][] {{255, 43, 255, 255, 0, 255, 255}});
    }

    private static void assertExample(String algorithmId, Function<ImageGrid, int[][]> oracle) {
        Variant variant = variant(algorithmId);
        int[][] out = oracle.apply(new ImageGrid("example", grid(variant.input().get("image"))));
        assertThat(lines(out)).as(algorithmId).isEqualTo(variant.expected());
    }

    private static Variant variant(String algorithmId) {
        return ALGORITHMS.stream().filter(a -> a.id().equals(algorithmId)).findFirst().orElseThrow().variants().get(0);
    }

    private static int[][] grid(Object yamlRows) {
        return ((List<?>) yamlRows).stream()
                .map(row -> ((List<?>) row).stream().mapToInt(v -> ((Number) v).intValue()).toArray())
                .toArray(int[][]::new);
    }

    private static String lines(int[][] grid) {
        return Arrays.stream(grid).map(row -> Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" ")))
                .collect(Collectors.joining("\n", "", "\n"));
    }
}
