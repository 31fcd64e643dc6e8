<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Application</name>
    <message>
        <location filename="../ui/app/application.py" line="55"/>
        <source>Unexpected error: {error}. The window goes on.</source>
        <translation>Error inesperado: {error}. La ventana sigue.</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <location filename="../ui/presentation.py" line="103"/>
        <source>the system&apos;s language ({language})</source>
        <translation>el idioma del sistema ({language})</translation>
    </message>
    <message>
        <location filename="../ui/presentation.py" line="105"/>
        <source>Language: {language}. The window speaks it already.</source>
        <translation>Idioma: {language}. La ventana ya está en ese idioma.</translation>
    </message>
    <message>
        <location filename="../ui/presentation.py" line="109"/>
        <source>Language: {language}, from the next start of fifo_gui; until then the window stays in {current}.</source>
        <translation>Idioma: {language}, desde el próximo inicio de fifo_gui; hasta entonces la ventana sigue en {current}.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../ui/actions.py" line="79"/>
        <source>{tip} ({key})</source>
        <translation>{tip} ({key})</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="104"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="105"/>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="106"/>
        <source>&amp;Tasks</source>
        <translation>&amp;Tareas</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="107"/>
        <source>&amp;Worker</source>
        <translation>Tra&amp;bajador</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="108"/>
        <source>&amp;Replay</source>
        <translation>&amp;Reproducción</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="110"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="111"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="112"/>
        <source>L&amp;abs</source>
        <translation>&amp;Laboratorios</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="113"/>
        <source>&amp;Queue order</source>
        <translation>&amp;Orden de la cola</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="114"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="234"/>
        <source>Add &amp;sleeping task</source>
        <translation>Añadir tarea que &amp;duerme</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="236"/>
        <source>Enqueue the lesson&apos;s sample_task(name, duration): it sleeps</source>
        <translation>Encola sample_task(name, duration) de la lección: duerme</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="244"/>
        <source>Add &amp;failing task</source>
        <translation>Añadir tarea que &amp;falla</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="246"/>
        <source>Enqueue the lesson&apos;s failing_task(): it raises ValueError</source>
        <translation>Encola failing_task() de la lección: lanza ValueError</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="254"/>
        <source>Add &amp;CPU task</source>
        <translation>Añadir tarea de &amp;CPU</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="256"/>
        <source>Enqueue cpu_task(): a busy loop that holds the GIL</source>
        <translation>Encola cpu_task(): un bucle ocupado que retiene el GIL</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="262"/>
        <source>&amp;Lesson&apos;s 4 tasks</source>
        <translation>Las 4 tareas de &amp;la lección</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="264"/>
        <source>Enqueue the lesson&apos;s example: Task A 2 s, Task B 1 s, the failing task, Task C 1 s</source>
        <translation>Encola el ejemplo de la lección: Task A 2 s, Task B 1 s, la tarea que falla, Task C 1 s</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="273"/>
        <source>&amp;Burst of no-op tasks</source>
        <translation>&amp;Ráfaga de tareas vacías</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="275"/>
        <source>Put the chosen number of no-op tasks on the queue, as fast as the window can show them: the queue under load (again: stop)</source>
        <translation>Pone en la cola el número elegido de tareas que no hacen nada, tan rápido como la ventana puede mostrarlas: la cola bajo carga (otra vez: parar)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="286"/>
        <source>&amp;Auto-produce</source>
        <translation>&amp;Producción automática</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="288"/>
        <source>Start/stop a producer thread that calls schedule() at the chosen rate; on a full queue it blocks in put()</source>
        <translation>Inicia/detiene un hilo productor que llama a schedule() al ritmo elegido; con la cola llena se bloquea en put()</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="300"/>
        <source>&amp;Start worker</source>
        <translation>&amp;Iniciar trabajador</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="302"/>
        <source>Start the worker thread(s): they block on tasks.get()</source>
        <translation>Inicia los hilos trabajadores: se bloquean en tasks.get()</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="308"/>
        <source>S&amp;top worker</source>
        <translation>&amp;Detener trabajador</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="310"/>
        <source>Enqueue the STOP sentinel: what is ahead of it still runs, then the worker exits</source>
        <translation>Encola el centinela STOP: lo que está delante aún se ejecuta y después el trabajador termina</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="319"/>
        <source>&amp;Pause workers</source>
        <translation>&amp;Pausar trabajadores</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="321"/>
        <source>Hold the workers before they take the next item (a running task finishes)</source>
        <translation>Retiene a los trabajadores antes de que tomen el siguiente elemento (una tarea en ejecución termina)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="331"/>
        <source>Ste&amp;p one</source>
        <translation>Pa&amp;so</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="333"/>
        <source>While paused: let exactly one item through to a worker</source>
        <translation>En pausa: deja pasar exactamente un elemento a un trabajador</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="341"/>
        <source>&amp;Cancel selected</source>
        <translation>Ca&amp;ncelar seleccionadas</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="343"/>
        <source>Cancel the selected tasks: a queued one will not run, a running demo task stops at once, plain code runs to its end</source>
        <translation>Cancela las tareas seleccionadas: una en cola no se ejecutará, una tarea de demostración en ejecución se detiene al momento, el código normal se ejecuta hasta el final</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="353"/>
        <source>Clear &amp;finished</source>
        <translation>&amp;Borrar terminadas</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="355"/>
        <source>Remove finished rows from the table (the counts keep them)</source>
        <translation>Quita de la tabla las filas terminadas (los recuentos las conservan)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="363"/>
        <source>&amp;New session</source>
        <translation>&amp;Nueva sesión</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="365"/>
        <source>Start afresh with the same settings: stop the workers, producers and scenario now, clear the table, figures and views</source>
        <translation>Empieza de nuevo con la misma configuración: detiene ya los trabajadores, los productores y el escenario, y vacía la tabla, las cifras y las vistas</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="375"/>
        <source>Stop &amp;now</source>
        <translation>Detener &amp;ya</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="377"/>
        <source>Emergency stop: cancel everything queued, interrupt running demo tasks, the workers exit (plain code cannot be interrupted: it runs to its end)</source>
        <translation>Parada de emergencia: cancela todo lo encolado, interrumpe las tareas de demostración en ejecución y los trabajadores terminan (el código normal no se puede interrumpir: se ejecuta hasta el final)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="388"/>
        <source>&amp;Retry selected</source>
        <translation>Reintentar s&amp;eleccionadas</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="390"/>
        <source>Put a copy of each selected failed or cancelled task at the tail of the queue, as a new task</source>
        <translation>Pone una copia de cada tarea fallida o cancelada seleccionada al final de la cola, como tarea nueva</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="401"/>
        <source>Cancel the scenario&apos;s &amp;arrivals</source>
        <translation>Cancelar las lle&amp;gadas del escenario</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="403"/>
        <source>Stop the open scenario from adding its remaining tasks (what is queued stays)</source>
        <translation>Impide que el escenario abierto añada las tareas que le quedan (lo encolado se queda)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="412"/>
        <source>Scenario &amp;notes</source>
        <translation>&amp;Notas del escenario</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="414"/>
        <source>Show or hide the open scenario&apos;s title and what to notice, above the table</source>
        <translation>Muestra u oculta, encima de la tabla, el título del escenario abierto y en qué fijarse</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="423"/>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Abrir escenario…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="425"/>
        <source>Load a scenario file: workers, maxsize and timed tasks</source>
        <translation>Carga un archivo de escenario: trabajadores, maxsize y tareas con horario</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="433"/>
        <source>&amp;Save scenario…</source>
        <translation>&amp;Guardar escenario…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="435"/>
        <source>Save the tasks enqueued from this window as a scenario file</source>
        <translation>Guarda como archivo de escenario las tareas encoladas desde esta ventana</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="443"/>
        <source>Task table as &amp;CSV…</source>
        <translation>Tabla de tareas como &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="445"/>
        <source>Save every row of the table as CSV</source>
        <translation>Guarda todas las filas de la tabla como CSV</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="450"/>
        <source>Task table as &amp;JSON…</source>
        <translation>Tabla de tareas como &amp;JSON…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="452"/>
        <source>Save every row of the table as JSON</source>
        <translation>Guarda todas las filas de la tabla como JSON</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="457"/>
        <source>Event &amp;log as text…</source>
        <translation>&amp;Registro de eventos como texto…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="459"/>
        <source>Save the event log as a text file</source>
        <translation>Guarda el registro de eventos como archivo de texto</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="464"/>
        <source>&amp;Window as PNG…</source>
        <translation>&amp;Ventana como PNG…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="466"/>
        <source>Save a picture of the whole window</source>
        <translation>Guarda una imagen de toda la ventana</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="471"/>
        <source>&amp;Timeline as PNG…</source>
        <translation>&amp;Línea de tiempo como PNG…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="473"/>
        <source>Save a picture of the timeline</source>
        <translation>Guarda una imagen de la línea de tiempo</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="479"/>
        <source>&amp;Follow live time</source>
        <translation>&amp;Seguir el tiempo real</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="481"/>
        <source>Timeline follows the clock; untick to look back (drag to pan, wheel to zoom)</source>
        <translation>La línea de tiempo sigue al reloj; desmárcalo para mirar atrás (arrastra para desplazar, rueda para ampliar)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="491"/>
        <source>Fit &amp;whole run</source>
        <translation>Ver toda la &amp;ejecución</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="493"/>
        <source>Timeline: zoom out to the whole session, from the first task to the last event</source>
        <translation>Línea de tiempo: muestra toda la sesión, de la primera tarea al último evento</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="501"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="503"/>
        <source>Bigger text everywhere</source>
        <translation>Texto más grande en todas partes</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="508"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="510"/>
        <source>Smaller text everywhere</source>
        <translation>Texto más pequeño en todas partes</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="515"/>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Tamaño normal</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="517"/>
        <source>Text at its normal size</source>
        <translation>El texto a su tamaño normal</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="512"/>
        <source>Lay out for this &amp;screen</source>
        <translation>&amp;Distribuir para esta pantalla</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="516"/>
        <source>Put the views where a first start puts them on this screen, and size the window for it (after a laptop, on the projector)</source>
        <translation>Pone las vistas donde las pone un primer arranque en esta pantalla y ajusta la ventana a ella (tras un portátil, en el proyector)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="522"/>
        <source>F&amp;ull screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="524"/>
        <source>Fill the projector</source>
        <translation>Llena el proyector</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="530"/>
        <source>&amp;High contrast</source>
        <translation>Alto &amp;contraste</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="532"/>
        <source>Black on white, bold text, heavy borders</source>
        <translation>Negro sobre blanco, texto en negrita, bordes gruesos</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="539"/>
        <source>&amp;System language</source>
        <translation>&amp;Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="541"/>
        <source>Speak the computer&apos;s language where fifo_gui has it, else English (from the next start)</source>
        <translation>El idioma del ordenador si fifo_gui lo tiene; si no, inglés (desde el próximo inicio)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="555"/>
        <source>The window in English (from the next start)</source>
        <translation>La ventana en inglés (desde el próximo inicio)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="564"/>
        <source>The window in Spanish (from the next start)</source>
        <translation>La ventana en español (desde el próximo inicio)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="572"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="574"/>
        <source>List every keyboard shortcut</source>
        <translation>Lista todos los atajos de teclado</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="579"/>
        <source>&amp;Teaching guide</source>
        <translation>&amp;Guía docente</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="581"/>
        <source>The lesson plan: what to show with each scenario</source>
        <translation>El plan de la clase: qué mostrar con cada escenario</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="586"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="588"/>
        <source>Close the window and stop the workers</source>
        <translation>Cierra la ventana y detiene los trabajadores</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="594"/>
        <source>&amp;Record session…</source>
        <translation>Grabar s&amp;esión…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="596"/>
        <source>Start/stop writing every event of the session to a file (JSON Lines), to replay or share later</source>
        <translation>Empieza/deja de escribir cada evento de la sesión en un archivo (JSON Lines), para reproducirla o compartirla después</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="607"/>
        <source>Open &amp;recording…</source>
        <translation>Abrir g&amp;rabación…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="609"/>
        <source>Replay a recorded session in this window: no worker runs; play, pause, scrub and step through it</source>
        <translation>Reproduce en esta ventana una sesión grabada: no se ejecuta ningún trabajador; reprodúcela, páusala, recórrela y avanza paso a paso</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="618"/>
        <source>T&amp;race (Perfetto/Chrome)…</source>
        <translation>&amp;Traza (Perfetto/Chrome)…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="620"/>
        <source>Save the session as a Chrome trace: open it in ui.perfetto.dev or chrome://tracing</source>
        <translation>Guarda la sesión como traza de Chrome: ábrela en ui.perfetto.dev o chrome://tracing</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="628"/>
        <source>&amp;Close replay</source>
        <translation>&amp;Cerrar reproducción</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="630"/>
        <source>Leave the replay: the window is live again, empty</source>
        <translation>Sale de la reproducción: la ventana vuelve a estar en directo, vacía</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="635"/>
        <source>&amp;Play/pause replay</source>
        <translation>Re&amp;producir/pausar</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="637"/>
        <source>Play the recording at the chosen speed, or pause it</source>
        <translation>Reproduce la grabación a la velocidad elegida, o la pausa</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="643"/>
        <source>◀ Pre&amp;vious event</source>
        <translation>◀ Evento &amp;anterior</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="645"/>
        <source>Step the replay back one event</source>
        <translation>Retrocede la reproducción un evento</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="650"/>
        <source>Ne&amp;xt event ▶</source>
        <translation>Evento &amp;siguiente ▶</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="652"/>
        <source>Step the replay on one event (in predict mode: to the next item a worker takes)</source>
        <translation>Avanza la reproducción un evento (en modo predicción: hasta el siguiente elemento que toma un trabajador)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="660"/>
        <source>&amp;Faster replay</source>
        <translation>&amp;Más rápido</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="662"/>
        <source>Replay faster (up to 8x)</source>
        <translation>Reproduce más rápido (hasta 8x)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="667"/>
        <source>&amp;Slower replay</source>
        <translation>Más &amp;lento</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="669"/>
        <source>Replay slower (down to 0.25x)</source>
        <translation>Reproduce más lento (hasta 0.25x)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="674"/>
        <source>Replay to the s&amp;tart</source>
        <translation>Ir al &amp;inicio</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="676"/>
        <source>Scrub the replay back to the start: an empty queue</source>
        <translation>Lleva la reproducción al principio: una cola vacía</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="681"/>
        <source>Replay to the &amp;end</source>
        <translation>Ir al &amp;final</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="683"/>
        <source>Scrub the replay to the end: the final state</source>
        <translation>Lleva la reproducción al final: el estado final</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="688"/>
        <source>Pre&amp;dict, then reveal</source>
        <translation>P&amp;redecir y revelar</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="690"/>
        <source>Quiz mode: the workers pause; before each Step, click the row of the item a worker takes next; Step reveals and scores</source>
        <translation>Modo pregunta: los trabajadores se pausan; antes de cada Paso, haz clic en la fila del elemento que tomará un trabajador; Paso lo revela y puntúa</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="701"/>
        <source>&amp;FIFO queue</source>
        <translation>Cola &amp;FIFO</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="703"/>
        <source>Queue order: first in, first out (queue.Queue); while stopped and empty</source>
        <translation>Orden de la cola: primero en entrar, primero en salir (queue.Queue); con los trabajadores detenidos y la cola vacía</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="714"/>
        <source>&amp;LIFO queue</source>
        <translation>Cola &amp;LIFO</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="716"/>
        <source>Queue order: last in, first out (queue.LifoQueue): the newest task runs next; while stopped and empty</source>
        <translation>Orden de la cola: último en entrar, primero en salir (queue.LifoQueue): la tarea más nueva se ejecuta primero; con los trabajadores detenidos y la cola vacía</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="727"/>
        <source>P&amp;riority queue</source>
        <translation>Cola de p&amp;rioridad</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="729"/>
        <source>Queue order: lowest priority number first (queue.PriorityQueue), ties in arrival order; while stopped and empty</source>
        <translation>Orden de la cola: primero el número de prioridad más bajo (queue.PriorityQueue), los empates por orden de llegada; con los trabajadores detenidos y la cola vacía</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="740"/>
        <source>Priority &amp;field</source>
        <translation>Campo de &amp;prioridad</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="742"/>
        <source>Go to the priority given to tasks added from the window (lower runs first in a Priority queue)</source>
        <translation>Ir a la prioridad que se da a las tareas añadidas desde la ventana (en una cola de prioridad, la más baja se ejecuta antes)</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="751"/>
        <source>Add &amp;race task</source>
        <translation>Añadir tarea &amp;race</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="753"/>
        <source>Enqueue race({race_n}): adds 1 to a shared counter {race_count} times without a lock</source>
        <translation>Encola race({race_n}): suma 1 a un contador compartido {race_count} veces sin cerrojo</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="761"/>
        <source>Add race_&amp;locked task</source>
        <translation>Añadir tarea race_&amp;locked</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="763"/>
        <source>Enqueue race_locked({race_n}): the same additions under a threading.Lock</source>
        <translation>Encola race_locked({race_n}): las mismas sumas bajo un threading.Lock</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="771"/>
        <source>&amp;Compare…</source>
        <translation>&amp;Comparar…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="773"/>
        <source>Run the open scenario (or disciplines.json) in the background under FIFO, LIFO and Priority (a scenario of engines: on threads, then on processes); show the runs side by side</source>
        <translation>Ejecuta en segundo plano el escenario abierto (o disciplines.json) con FIFO, LIFO y prioridad (un escenario de motores: con hilos y después con procesos); muestra las ejecuciones lado a lado</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="782"/>
        <source>R&amp;ace counters</source>
        <translation>Contadores de c&amp;arrera</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="784"/>
        <source>Show the race panel: each shared counter&apos;s expected, actual and lost updates</source>
        <translation>Muestra el panel de carreras: las actualizaciones esperadas, reales y perdidas de cada contador compartido</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="793"/>
        <source>Load &amp;your tasks…</source>
        <translation>Cargar &amp;tus tareas…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="795"/>
        <source>Import a Python file of yours (this runs its code) and offer its public functions as tasks</source>
        <translation>Importa un archivo Python tuyo (esto ejecuta su código) y ofrece sus funciones públicas como tareas</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="804"/>
        <source>Your &amp;task selector</source>
        <translation>&amp;Selector de tu tarea</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="806"/>
        <source>Go to the Your tasks selector: a function of your loaded file</source>
        <translation>Ir al selector de Tus tareas: una función del archivo que cargaste</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="813"/>
        <source>Your task&apos;s ar&amp;guments</source>
        <translation>Ar&amp;gumentos de tu tarea</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="815"/>
        <source>Go to the arguments field: Python literals, e.g. 2, b=3</source>
        <translation>Ir al campo de argumentos: literales de Python, p. ej. 2, b=3</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="822"/>
        <source>Add y&amp;our task</source>
        <translation>Añadir t&amp;u tarea</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="824"/>
        <source>Enqueue the chosen function of your file with the arguments given</source>
        <translation>Encola la función elegida de tu archivo con los argumentos dados</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="832"/>
        <source>C&amp;heck your scheduler…</source>
        <translation>Com&amp;probar tu planificador…</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="834"/>
        <source>Run a student&apos;s FIFOScheduler (this runs its code, in a process of its own), show it in the window and say which of the lesson&apos;s checks pass</source>
        <translation>Ejecuta el FIFOScheduler de un estudiante (esto ejecuta su código, en un proceso aparte), lo muestra en la ventana y dice qué comprobaciones de la lección pasan</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="843"/>
        <source>The &amp;exercise: a scheduler to fill in</source>
        <translation>El &amp;ejercicio: un planificador para completar</translation>
    </message>
    <message>
        <location filename="../ui/actions.py" line="845"/>
        <source>Show the lesson&apos;s FIFOScheduler skeleton to fill in, and save a copy</source>
        <translation>Muestra el esqueleto de FIFOScheduler de la lección para completarlo, y guarda una copia</translation>
    </message>
    <message>
        <source>&amp;Projector view</source>
        <translation>Vista de pro&amp;yector</translation>
    </message>
    <message>
        <source>The lesson fills the screen: the table and the queue lane, the lesson's commands in one line; the other controls under More, the other views in the View menu</source>
        <translation>La lección llena la pantalla: la tabla y la cola, las órdenes de la lección en una línea; los demás controles en Más, las demás vistas en el menú Ver</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="13"/>
        <source>&amp;Attach to an RQ queue…</source>
        <translation>Conectar a una cola de R&amp;Q…</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="16"/>
        <source>Show an RQ queue on a Redis as its workers run it: the same table, lane and timeline, watched, not steered</source>
        <translation>Mostrar una cola de RQ en un Redis mientras sus trabajadores la procesan: la misma tabla, carril y línea de tiempo, observada, no dirigida</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>Lesson's 4 tasks into RQ</source>
        <translation>4 tareas de la lección a RQ</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>Enqueue the lesson's four tasks into the RQ queue shown: its workers import them from fifo_gui</source>
        <translation>Encolar las cuatro tareas de la lección en la cola de RQ mostrada: sus trabajadores las importan de fifo_gui</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>Start an RQ worker</source>
        <translation>Arrancar un trabajador de RQ</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>Run RQ's own worker (rq worker) on the queue shown, as a process of its own</source>
        <translation>Ejecutar el trabajador propio de RQ (rq worker) en la cola mostrada, como un proceso propio</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>Stop RQ workers (warm)</source>
        <translation>Parar RQ en caliente</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>Ask the RQ workers started here to stop: each finishes the job it runs, and the rest stay queued (no sentinel)</source>
        <translation>Pedir a los trabajadores de RQ arrancados aquí que paren: cada uno termina el trabajo que ejecuta, y el resto sigue en la cola (sin centinela)</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>Drain: RQ burst worker</source>
        <translation>Vaciar RQ en ráfaga</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>Run an RQ worker with --burst: it takes every job queued and exits when the queue is empty, the lesson's sentinel in RQ's terms</source>
        <translation>Ejecutar un trabajador de RQ con --burst: toma cada trabajo encolado y sale cuando la cola está vacía, el centinela de la lección en términos de RQ</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>&amp;Detach from the RQ queue</source>
        <translation>&amp;Desconectar de la cola de RQ</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_actions.py" line="1"/>
        <source>Stop watching the RQ queue: the window is live again, empty; RQ's workers go on</source>
        <translation>Dejar de observar la cola de RQ: la ventana vuelve a estar en vivo, vacía; los trabajadores de RQ siguen</translation>
    </message>
</context>
</TS>
