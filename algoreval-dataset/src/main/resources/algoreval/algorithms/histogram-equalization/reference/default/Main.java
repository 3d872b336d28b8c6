public class Main {
    static int[][] histogramEqualization(int[][] image) {
        int rows = image.length;
        int cols = rows > 0 ? image[0].length : 0;
        int total = rows * cols;
        int[] hist = new int[256];
        for (int[] row : image) {
            for (int v : row) hist[v]++;
        }
        int[] cdf = new int[256];
        int running = 0;
        int cdfMin = 0;
        for (int v = 0; v < 256; v++) {
            running += hist[v];
            cdf[v] = running;
            if (cdfMin == 0 && running > 0) cdfMin = running;
        }
        int denom = total - cdfMin;
        int[] mapping = new int[256];
        for (int v = 0; v < 256; v++) {
            if (hist[v] > 0 && denom > 0) {
                // round((cdf - cdfMin) * 255 / denom) with halves rounded up, in exact integer arithmetic
                mapping[v] = (2 * (cdf[v] - cdfMin) * 255 + denom) / (2 * denom);
            }
        }
        int[][] result = new int[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                result[i][j] = mapping[image[i][j]];
            }
        }
        return result;
    }

    public static void main(String[] args) {
        int[][] image = {
            {52, 55, 61, 66, 70, 61},
            {63, 59, 55, 90, 109, 85},
            {62, 59, 68, 113, 144, 104},
            {63, 58, 71, 122, 154, 106},
            {67, 61, 68, 104, 126, 88},
            {70, 65, 63, 79, 85, 71},
        };
        StringBuilder sb = new StringBuilder();
        for (int[] row : histogramEqualization(image)) {
            for (int j = 0; j < row.length; j++) {
                if (j > 0) sb.append(' ');
                sb.append(row[j]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
