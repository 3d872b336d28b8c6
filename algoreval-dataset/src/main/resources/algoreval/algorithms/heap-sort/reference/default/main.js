function siftDown(arr, root, end) {
  while (2 * root + 1 < end) {
    let child = 2 * root + 1;
    if (child + 1 < end && arr[child + 1] > arr[child]) child++;
    if (arr[root] >= arr[child]) return;
    [arr[root], arr[child]] = [arr[child], arr[root]];
    root = child;
  }
}

function heapSort(arr) {
  const n = arr.length;
  for (let start = Math.floor(n / 2) - 1; start >= 0; start--) siftDown(arr, start, n);
  for (let end = n - 1; end > 0; end--) {
    [arr[0], arr[end]] = [arr[end], arr[0]];
    siftDown(arr, 0, end);
  }
}

const arr = [23, -7, 0, 15, -7, 42, 8, -19, 15, 3, 0, 99, -1, 8, 27];
heapSort(arr);
console.log(arr.join(' '));
