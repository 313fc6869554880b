// Standalone entry: Module Federation negotiates the shared singletons before any is imported.
import('./bootstrap');
